import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export type HistoryDays = 30 | 90;

export const balanceHistoryQueryOptions = (
  account: string,
  bankAccount: string,
  balance: string,
  days: HistoryDays,
) =>
  queryOptions({
    queryKey: balanceKeys.history(account, bankAccount, balance, days),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances/{balance}/history', {
            params: { path: { account, bankAccount, balance }, query: { days } },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '' && balance !== '',
  });

/** Closing balance per day over the last 30 or 90 days, oldest first. */
export function useBalanceHistoryQuery(
  account: string,
  bankAccount: string,
  balance: string,
  days: HistoryDays,
) {
  return useQuery(balanceHistoryQueryOptions(account, bankAccount, balance, days));
}
