import type { Transaction, TransactionFilters } from '../transaction-filters';
import { fetchTransactionsPage } from './list-transactions';

/** Exports read at most this many rows (100 pages of 100): enough for a statement period, bounded. */
export const MAX_EXPORT_ROWS = 10_000;
const EXPORT_PAGE_SIZE = 100;

export interface AllTransactions {
  rows: Transaction[];
  /** How many the server has for the filters. */
  total: number;
  /** True when the filters match more rows than MAX_EXPORT_ROWS. */
  truncated: boolean;
}

/** Every page of the filters, newest first, up to `maxRows`. */
export async function fetchAllTransactions(
  account: string,
  filters: TransactionFilters,
  { maxRows = MAX_EXPORT_ROWS, signal }: { maxRows?: number; signal?: AbortSignal } = {},
): Promise<AllTransactions> {
  const rows: Transaction[] = [];
  let total = 0;
  for (let page = 1; rows.length < maxRows; page += 1) {
    signal?.throwIfAborted();
    const result = await fetchTransactionsPage(account, { ...filters, page, per_page: EXPORT_PAGE_SIZE });
    total = result.meta.total;
    rows.push(...result.data);
    if (result.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
}
