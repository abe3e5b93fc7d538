import { paymentBatchStatusValues } from '@portal/api-types/schema';
import type { PaymentBatchFilters, PaymentBatchStatus } from '../../../domains/payments/payment-batches';
import type { ListModel } from '../../../lib/use-list-state';

export const BATCH_STATUSES: readonly PaymentBatchStatus[] = paymentBatchStatusValues;

/** The list's filter in the URL (an unknown status is dropped). */
export const BATCH_LIST: ListModel<Omit<PaymentBatchFilters, 'page' | 'per_page'>> = {
  keys: ['status'],
  read: (params) => {
    const status = params.get('status') ?? '';
    const known = BATCH_STATUSES.find((s) => s === status);
    return known ? { status: known } : {};
  },
};
