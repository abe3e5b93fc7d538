import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export const paymentTimeWindowQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.paymentTimeWindow(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/payment-time-window'))).data,
    staleTime: 10 * 60_000,
  });

export function usePaymentTimeWindowQuery() {
  return useQuery(paymentTimeWindowQueryOptions());
}
