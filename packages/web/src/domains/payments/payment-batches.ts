import { t } from '@lingui/core/macro';
import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../lib/format-date';
import type { PageSize } from '../../lib/list-params';
import { paymentBatchKeys } from '../query-keys';
import { apiClient } from '../session/api-client';
import { invalidatePaymentChanges } from './payments';

export type PaymentBatchSummary = components['schemas']['PaymentBatchSummary'];
export type PaymentBatch = components['schemas']['PaymentBatch'];
export type PaymentBatchRow = components['schemas']['PaymentBatchRow'];
export type PaymentBatchStatus = components['schemas']['PaymentBatchStatus'];

/** A batch as people call it: its name, or the day it was made ('Bulk payment of 24 Nov, 2026'), never its ref. */
export function batchName(batch: Pick<PaymentBatchSummary, 'name' | 'created_at'>): string {
  if (batch.name != null) return batch.name;
  const date = formatDate(batch.created_at);
  return t`Bulk payment of ${date}`;
}

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

/** How often a batch whose payments are on their way is asked again. */
const PROCESSING_REFETCH_MS = 3000;

/**
 * One batch with every row's result; asked again every few seconds while its payments are processing: the
 * batch's page, and the payees an approver signs for.
 */
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

/** After a batch is submitted, decided or retried: every batch and the payments it made or will make. */
export function invalidatePaymentBatchChanges(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentBatchKeys.all }),
    invalidatePaymentChanges(queryClient),
  ]).then(() => undefined);
}
