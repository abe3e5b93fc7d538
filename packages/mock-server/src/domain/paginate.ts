export type Page<T> = { items: T[]; total: number; page: number; perPage: number };

const PER_PAGE = [10, 20, 50, 100];

export function pageParams(query: Record<string, unknown>): { page: number; perPage: number } {
  const page = Number(query.page ?? 1);
  const perPage = Number(query.per_page ?? 10);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: PER_PAGE.includes(perPage) ? perPage : 10,
  };
}

export function paginate<T>(items: T[], query: Record<string, unknown>): Page<T> {
  const { page, perPage } = pageParams(query);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length, page, perPage };
}
