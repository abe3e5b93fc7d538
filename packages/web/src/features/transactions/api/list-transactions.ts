import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { TransactionListParams } from '../transaction-filters';

export async function fetchTransactionsPage(account: string, params: TransactionListParams) {
  return unwrap(
    apiClient.GET('/accounts/{account}/transactions', {
      params: { path: { account }, query: params },
    }),
  );
}

export const transactionsQueryOptions = (account: string, params: TransactionListParams) =>
  queryOptions({
    queryKey: transactionKeys.list(account, params),
    queryFn: () => fetchTransactionsPage(account, params),
    enabled: account !== '',
  });

/** One page of the organization account's transactions for the filters. */
export function useTransactionsQuery(account: string, params: TransactionListParams) {
  // The previous page stays on screen (under the table's loading overlay) while the next one loads.
  return useQuery({ ...transactionsQueryOptions(account, params), placeholderData: keepPreviousData });
}
