import { type AllPages, type FetchAllPagesOptions, fetchAllPages } from '../../../lib/fetch-all-pages';
import type { Transaction, TransactionFilters } from '../transaction-filters';
import { fetchTransactionsPage } from './list-transactions';

/** Every page of the filters, newest first, up to `maxRows` (10,000 unless told). */
export function fetchAllTransactions(
  account: string,
  filters: TransactionFilters,
  options?: FetchAllPagesOptions,
): Promise<AllPages<Transaction>> {
  return fetchAllPages(
    (page, per_page) => fetchTransactionsPage(account, { ...filters, page, per_page }),
    options,
  );
}
