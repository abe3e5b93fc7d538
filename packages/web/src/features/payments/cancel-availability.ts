import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { formatDate } from '../../lib/format-date';

type Payment = components['schemas']['Payment'];

/** Why the bank no longer lets a payment be cancelled, per status (only a scheduled one can be: rule PAY-12). */
function whyNot(status: Payment['status']): string | null {
  switch (status) {
    case 'initiated':
    case 'pending':
      return t`The bank has started sending this payment, so it can no longer be cancelled.`;
    case 'approved':
      return t`This payment was approved and the bank has started sending it, so it can no longer be cancelled.`;
    case 'processing':
      return t`The bank is sending this payment, so it can no longer be cancelled.`;
    case 'completed':
    case 'settled':
      return t`This payment has reached the recipient and cannot be cancelled. Ask the recipient to send the money back if it was a mistake.`;
    case 'flagged':
      return t`The bank is reviewing this payment; it cannot be cancelled while the review runs.`;
    case 'partially_failed':
      return t`Part of this payment has already been sent, so it can no longer be cancelled.`;
    default:
      return null;
  }
}

/**
 * What the payment detail says about cancelling: a scheduled payment can be cancelled until its payment
 * date; for a payment already on its way, why it cannot; nothing where cancelling means nothing (it failed,
 * was cancelled, rejected or expired, or waits for approval and is recalled instead).
 */
export function cancelNotice(payment: Pick<Payment, 'status' | 'execution_date'>): string | null {
  if (payment.status === 'scheduled') {
    const date = formatDate(payment.execution_date);
    return t`You can cancel this payment until the bank starts sending it on ${date}; the amount held for it is then released.`;
  }
  return whyNot(payment.status);
}
