import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

export const paymentTimeWindowQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.paymentTimeWindow(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/payment-time-window'))).data,
    staleTime: 10 * 60_000,
  });

export function usePaymentTimeWindowQuery() {
  return useQuery(paymentTimeWindowQueryOptions());
}
