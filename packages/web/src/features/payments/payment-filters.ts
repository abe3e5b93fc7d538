import type { PaymentFilters, PaymentStatus } from '../../domains/payments/payments';
import { readDateRange } from '../../lib/list-params';
import type { ListModel } from '../../lib/use-list-state';

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

/** The list's filters in the URL (unknown or malformed values are dropped, a reversed range ordered). */
export const PAYMENT_LIST: ListModel<Omit<PaymentFilters, 'page' | 'per_page'>> = {
  keys: ['bank_account', 'status', 'from', 'to', 'recipient', 'currency'],
  read: (params) => {
    const status = params.get('status') ?? '';
    const recipient = params.get('recipient') ?? '';
    const currency = params.get('currency') ?? '';
    const bankAccount = params.get('bank_account') ?? '';
    return {
      bank_account: /^ba_[A-Za-z0-9_]{1,64}$/.test(bankAccount) ? bankAccount : undefined,
      status: (PAYMENT_STATUSES as string[]).includes(status) ? (status as PaymentStatus) : undefined,
      ...readDateRange(params),
      recipient: /^rcp_[A-Za-z0-9_]{1,64}$/.test(recipient) ? recipient : undefined,
      currency: /^[A-Z]{3}$/.test(currency) ? currency : undefined,
    };
  },
};
