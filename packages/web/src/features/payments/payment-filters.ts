import { readPageParams } from '../../lib/list-params';
import type { PaymentFilters, PaymentStatus } from './api/payments';

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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters from the URL (unknown or malformed values are dropped). */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const recipient = params.get('recipient') ?? '';
  const currency = params.get('currency') ?? '';
  return {
    ...readPageParams(params),
    status: (PAYMENT_STATUSES as string[]).includes(status) ? (status as PaymentStatus) : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    recipient: /^rcp_[A-Za-z0-9_]{1,64}$/.test(recipient) ? recipient : undefined,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : undefined,
  };
}
