import { type components, unwrap } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { paymentBatchKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

export type PaymentBatch = components['schemas']['PaymentBatch'];
export type PaymentBatchRow = components['schemas']['PaymentBatchRow'];

/** How often a batch whose payments are on their way is asked again. */
export const PROCESSING_REFETCH_MS = 3000;

/** One batch with every row's result; asked again every few seconds while its payments are processing. */
export function usePaymentBatchQuery(account: string, batch: string) {
  return useQuery({
    queryKey: paymentBatchKeys.detail(account, batch),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/payment-batches/{paymentBatch}', {
            params: { path: { account, paymentBatch: batch } },
          }),
        )
      ).data,
    enabled: account !== '' && batch !== '',
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_REFETCH_MS : false),
  });
}
