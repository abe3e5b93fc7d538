import type { components } from '@portal/api-types';
import { formatDate } from '../../lib/format-date';

type Payment = components['schemas']['Payment'];

/** Why the bank no longer lets a payment be cancelled, per status (only a scheduled one can be: rule PAY-12). */
const WHY_NOT: Partial<Record<Payment['status'], string>> = {
  initiated: 'The bank has started sending this payment, so it can no longer be cancelled.',
  pending: 'The bank has started sending this payment, so it can no longer be cancelled.',
  approved:
    'This payment was approved and the bank has started sending it, so it can no longer be cancelled.',
  processing: 'The bank is sending this payment, so it can no longer be cancelled.',
  completed:
    'This payment has reached the recipient and cannot be cancelled. Ask the recipient to send the money back if it was a mistake.',
  settled:
    'This payment has reached the recipient and cannot be cancelled. Ask the recipient to send the money back if it was a mistake.',
  flagged: 'The bank is reviewing this payment; it cannot be cancelled while the review runs.',
  partially_failed: 'Part of this payment has already been sent, so it can no longer be cancelled.',
};

/**
 * What the payment detail says about cancelling: a scheduled payment can be cancelled until its payment
 * date; for a payment already on its way, why it cannot; nothing where cancelling means nothing (it failed,
 * was cancelled, rejected or expired, or waits for approval and is recalled instead).
 */
export function cancelNotice(payment: Pick<Payment, 'status' | 'execution_date'>): string | null {
  if (payment.status === 'scheduled')
    return `You can cancel this payment until the bank starts sending it on ${formatDate(payment.execution_date)}; the amount held for it is then released.`;
  return WHY_NOT[payment.status] ?? null;
}
