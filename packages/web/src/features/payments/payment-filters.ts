import type { PaymentFilters, PaymentStatus } from '../../domains/payments/payments';
import { readDateRange, readPageParams } from '../../lib/list-params';

export const PAYMENT_STATUSES: PaymentStatus[] = [
  'initiated',
  'pending',
  'scheduled',
  'processing',
  'completed',
  'settled',
  'failed',
  'partially_failed',
  'cancelled',
  'rejected',
  'flagged',
  'expired',
];

/** The list's filters from the URL (unknown or malformed values are dropped, a reversed range ordered). */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get('status') ?? '';
  const recipient = params.get('recipient') ?? '';
  const currency = params.get('currency') ?? '';
  const bankAccount = params.get('bank_account') ?? '';
  return {
    ...readPageParams(params),
    bank_account: /^ba_[A-Za-z0-9_]{1,64}$/.test(bankAccount) ? bankAccount : undefined,
    status: (PAYMENT_STATUSES as string[]).includes(status) ? (status as PaymentStatus) : undefined,
    ...readDateRange(params),
    recipient: /^rcp_[A-Za-z0-9_]{1,64}$/.test(recipient) ? recipient : undefined,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : undefined,
  };
}

/** How many filters narrow the list (the date range counts once). */
export function activePaymentFilters(f: PaymentFilters): number {
  return [f.bank_account, f.status, f.from || f.to, f.recipient, f.currency].filter(Boolean).length;
}

/** Whether any filter narrows the list (the empty state then says nothing matches). */
export function hasPaymentFilters(f: PaymentFilters): boolean {
  return activePaymentFilters(f) > 0;
}
