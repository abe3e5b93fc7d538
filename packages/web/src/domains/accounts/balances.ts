import { unwrap } from '@portal/api-types';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { balanceKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

export const balancesQueryOptions = (account: string, bankAccount: string) =>
  queryOptions({
    queryKey: balanceKeys.list(account, bankAccount),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
            params: { path: { account, bankAccount } },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '',
  });

/** The currency balances of one bank account. */
export function useBalancesQuery(account: string, bankAccount: string) {
  return useQuery(balancesQueryOptions(account, bankAccount));
}

const balancesQueriesOptions = (account: string, bankAccounts: readonly string[]) =>
  bankAccounts.map((bankAccount) => balancesQueryOptions(account, bankAccount));

/** The balances of several bank accounts at once (same cache entries as useBalancesQuery). */
export function useBalancesQueries(account: string, bankAccounts: readonly string[]) {
  return useQueries({
    queries: balancesQueriesOptions(account, bankAccounts),
    combine: (results) => ({
      balances: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      /** Loads the failed ones again. */
      refetch: () =>
        Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
    }),
  });
}

/**
 * Whether any of the bank accounts' balances is still to come (remembered ones count as in). The answer is a
 * boolean, so a screen that only waits for the balances is not drawn again as each account's come in or change
 * (the dashboard drew its whole overview again, at once, for each).
 */
export function useBalancesPending(account: string, bankAccounts: readonly string[]): boolean {
  return useQueries({
    queries: balancesQueriesOptions(account, bankAccounts),
    combine: (results) => results.some((result) => result.isPending),
  });
}
