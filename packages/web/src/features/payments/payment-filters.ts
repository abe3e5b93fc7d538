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

const PAGE_SIZES = [10, 20, 50, 100] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters from the URL (unknown or malformed values are dropped). */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const size = Number.parseInt(params.get('per_page') ?? '10', 10);
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const recipient = params.get('recipient') ?? '';
  const currency = params.get('currency') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    per_page: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PaymentFilters['per_page']) : 10,
    status: (PAYMENT_STATUSES as string[]).includes(status) ? (status as PaymentStatus) : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    recipient: /^rcp_[A-Za-z0-9_]{1,64}$/.test(recipient) ? recipient : undefined,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : undefined,
  };
}
