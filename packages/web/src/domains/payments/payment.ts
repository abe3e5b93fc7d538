import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

const FINAL = new Set([
  'completed',
  'settled',
  'failed',
  'cancelled',
  'rejected',
  'expired',
  'partially_failed',
]);

export const paymentQueryOptions = (account: string, bankAccount: string, payment: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(account, bankAccount, payment),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}', {
            params: { path: { account, bankAccount, payment } },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '' && payment !== '',
    // An unfinished payment moves on by itself: look again now and then.
    refetchInterval: (query) => (query.state.data && FINAL.has(query.state.data.status) ? false : 10_000),
  });

export function usePaymentQuery(account: string, bankAccount: string, payment: string) {
  return useQuery(paymentQueryOptions(account, bankAccount, payment));
}
