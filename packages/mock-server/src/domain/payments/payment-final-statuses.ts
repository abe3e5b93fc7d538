import type { PaymentStatus } from './payment-records.js';

/** Statuses a payment ends in: nothing moves it on afterwards. Any other status is still on its way. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'completed',
  'settled',
  'failed',
  'partially_failed',
  'returned',
  'cancelled',
  'rejected',
  'expired',
  'recalled',
];

export const isPaymentFinal = (status: PaymentStatus): boolean => FINAL_PAYMENT_STATUSES.includes(status);
