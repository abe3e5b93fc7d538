import { paymentBatchStatusValues } from '@portal/api-types/schema';
import type { PaymentBatchFilters, PaymentBatchStatus } from '../../../domains/payments/payment-batches';
import { readPageParams } from '../../../lib/list-params';

export const BATCH_STATUSES: readonly PaymentBatchStatus[] = paymentBatchStatusValues;

/** The list's filters from the URL (an unknown status is dropped). */
export function readBatchFilters(params: URLSearchParams): PaymentBatchFilters {
  const status = params.get('status') ?? '';
  const known = BATCH_STATUSES.find((s) => s === status);
  return { ...readPageParams(params), ...(known ? { status: known } : {}) };
}
