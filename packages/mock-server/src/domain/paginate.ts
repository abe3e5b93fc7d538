import type { components } from '@portal/api-types/schema';

/** The contract's page sizes (an enum in `PaginationMeta.per_page`). */
export type PerPage = components['schemas']['PaginationMeta']['per_page'];

export type Page<T> = { items: T[]; total: number; page: number; perPage: PerPage };

const PER_PAGE: readonly PerPage[] = [10, 20, 50, 100];
const isPerPage = (n: number): n is PerPage => (PER_PAGE as readonly number[]).includes(n);

export function pageParams(query: Record<string, unknown>): { page: number; perPage: PerPage } {
  const page = Number(query.page ?? 1);
  const perPage = Number(query.per_page ?? 10);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPerPage(perPage) ? perPage : 10,
  };
}

export function paginate<T>(items: T[], query: Record<string, unknown>): Page<T> {
  const { page, perPage } = pageParams(query);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length, page, perPage };
}
