import { DEFAULT_PER_PAGE, isPerPage, type PerPage } from '@portal/api-types/list-pages';

export type { PerPage };

export type Page<T> = { items: T[]; total: number; page: number; perPage: PerPage };

export function pageParams(query: Record<string, unknown>): { page: number; perPage: PerPage } {
  const page = Number(query.page ?? 1);
  const perPage = Number(query.per_page ?? DEFAULT_PER_PAGE);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPerPage(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export function paginate<T>(items: readonly T[], query: Record<string, unknown>): Page<T> {
  const { page, perPage } = pageParams(query);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length, page, perPage };
}
