import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export const checkTimeWindowQueryOptions = (
  account: string,
  bankAccount: string,
  executionDate: string | null,
) =>
  queryOptions({
    queryKey: paymentKeys.timeWindowCheck(account, bankAccount, executionDate),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/check-time-window', {
            params: {
              path: { account, bankAccount },
              query: executionDate ? { execution_date: executionDate } : {},
            },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '',
    staleTime: 0,
    // The window can close while the screen is open: look again every half minute.
    refetchInterval: 30_000,
  });

export function useCheckTimeWindowQuery(account: string, bankAccount: string, executionDate: string | null) {
  return useQuery(checkTimeWindowQueryOptions(account, bankAccount, executionDate));
}
