import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export const paymentReferencesQuery = () =>
  queryOptions({
    queryKey: ['resources', 'payment-references'],
    queryFn: async () => (await unwrap(apiClient.GET('/resources/payment-references'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentReferencesQuery() {
  return useQuery(paymentReferencesQuery());
}
