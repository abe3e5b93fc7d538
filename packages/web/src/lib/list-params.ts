import { DEFAULT_PER_PAGE, isPerPage, PER_PAGE_VALUES, type PerPage } from '@portal/api-types/list-pages';
import { dayjs } from './dayjs';
import { DATE_VALUE_FORMAT } from './format-date';

/** The page sizes every list of the API serves (the contract's `per_page` enum). */
export const PAGE_SIZES = PER_PAGE_VALUES;
export type PageSize = PerPage;
/** A list's page size until the user picks another (the contract's default). */
export const DEFAULT_PAGE_SIZE = DEFAULT_PER_PAGE;
/** The contract's largest `page`: a link asking for more is not sent to the bank as it is. */
export const MAX_PAGE = 100_000;

/** A list's page from the URL query: a bad or missing page is page 1, a bad or missing size the default. */
export function readPageParams(search: URLSearchParams): { page: number; per_page: PageSize } {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const perPage = Number.parseInt(search.get('per_page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    per_page: isPerPage(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** Whether `value` is a real calendar date in the contract's `YYYY-MM-DD` form (not 2026-02-31). */
const isIsoDate = (value: string) => dayjs(value, DATE_VALUE_FORMAT, true).isValid();

/**
 * A list's `from`/`to` from the URL query: a date that is not real is dropped, and a reversed range is put
 * in order (the date-range field's rule), so a hand-edited link never sends the bank a range it refuses.
 */
export function readDateRange(search: URLSearchParams): { from?: string; to?: string } {
  let from = search.get('from') ?? undefined;
  let to = search.get('to') ?? undefined;
  if (from && !isIsoDate(from)) from = undefined;
  if (to && !isIsoDate(to)) to = undefined;
  if (from && to && from > to) [from, to] = [to, from];
  return { from, to };
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
