/** Exports read at most this many rows (100 pages of 100): enough for a statement period, bounded. */
export const MAX_EXPORT_ROWS = 10_000;
/** The largest page the API serves (`per_page` 100): the fewest requests for a whole filter. */
const EXPORT_PAGE_SIZE = 100;

/** One page of a list endpoint, as the API answers it (`{ data, meta: { total } }`). */
export interface ListPage<Row> {
  data: Row[];
  meta: { total: number };
}

export interface AllPages<Row> {
  rows: Row[];
  /** How many the bank has for the filters. */
  total: number;
  /** The filters match more rows than were read: the rows are only the first (newest) ones. */
  truncated: boolean;
}

export interface FetchAllPagesOptions {
  maxRows?: number;
  /** Stops between pages once aborted (the page in flight still finishes). */
  signal?: AbortSignal;
}

/** Every page of a list, in the API's order, up to `maxRows`; `fetchPage` asks for one page. */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, perPage: typeof EXPORT_PAGE_SIZE) => Promise<ListPage<Row>>,
  { maxRows = MAX_EXPORT_ROWS, signal }: FetchAllPagesOptions = {},
): Promise<AllPages<Row>> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; rows.length < maxRows; page += 1) {
    signal?.throwIfAborted();
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = result.meta.total;
    rows.push(...result.data);
    if (result.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
}
