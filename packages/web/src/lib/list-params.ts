/** The page sizes every list of the API serves (`per_page`). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** The contract's largest `page`: a link asking for more is not sent to the bank as it is. */
export const MAX_PAGE = 100_000;

/** A list's page from the URL query: a bad or missing page is page 1, a bad or missing size is 10. */
export function readPageParams(search: URLSearchParams): { page: number; per_page: PageSize } {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const perPage = Number.parseInt(search.get('per_page') ?? '10', 10);
  return {
    page: Number.isFinite(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? (perPage as PageSize) : 10,
  };
}

export type ListParamsPatch = Record<string, string | number | null | undefined>;

/**
 * A copy of the URL query with the patch applied: empty values remove their key, other keys stay. Any
 * change that does not name the page sends the list back to its first page.
 */
export function patchListParams(search: URLSearchParams, patch: ListParamsPatch): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
