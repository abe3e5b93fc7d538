import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { PageSize } from '../list-params';
import { apiClient } from '../session/api-client';
import { invalidatePaymentChanges } from './payments';
import { paymentBatchKeys } from './query-keys';

export type PaymentBatchSummary = components['schemas']['PaymentBatchSummary'];
export type PaymentBatchStatus = components['schemas']['PaymentBatchStatus'];

export interface PaymentBatchFilters {
  page: number;
  per_page: PageSize;
  status?: PaymentBatchStatus;
}

/**
 * A page of the organization's bulk payment batches, newest first, without their rows: the bulk payments
 * list, and the approvals screen's batches awaiting approval.
 */
export function usePaymentBatchesQuery(account: string, filters: PaymentBatchFilters) {
  return useQuery({
    queryKey: paymentBatchKeys.list(account, filters),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/payment-batches', {
          params: {
            path: { account },
            query: { page: filters.page, per_page: filters.per_page, status: filters.status || undefined },
          },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
}

/** After a batch is submitted, decided or retried: every batch and the payments it made or will make. */
export function invalidatePaymentBatchChanges(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentBatchKeys.all }),
    invalidatePaymentChanges(queryClient),
  ]).then(() => undefined);
}
