import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export type Payment = components['schemas']['Payment'];

export const LATEST_PAYMENTS_COUNT = 5;
const FIRST_PAGE = { page: 1, per_page: 10 } as const;

/** The first page of a bank account's payments (newest first) and its total. */
export const recentPaymentsQueryOptions = (account: string, bankAccount: string) =>
  queryOptions({
    queryKey: ['payments', 'list', account, bankAccount, FIRST_PAGE],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
          params: { path: { account, bankAccount }, query: FIRST_PAGE },
        }),
      ),
    enabled: account !== '' && bankAccount !== '',
  });

/** The newest payments of one bank account and how many it has. */
export function useRecentPaymentsQuery(account: string, bankAccount: string) {
  return useQuery(recentPaymentsQueryOptions(account, bankAccount));
}

/** Payments are listed per bank account: the newest of each, merged, newest first. */
export function useLatestPaymentsQuery(account: string, bankAccounts: readonly string[]) {
  return useQueries({
    queries: bankAccounts.map((bankAccount) => recentPaymentsQueryOptions(account, bankAccount)),
    combine: (results) => ({
      data: results
        .flatMap((result) => result.data?.data ?? [])
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, LATEST_PAYMENTS_COUNT),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
    }),
  });
}
