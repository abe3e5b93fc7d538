import { formatAmount } from '../../../lib/format-amount';
import { paymentsCountText } from './batch-text';

/** What the code approves: the count and amount per currency it is bound to. */
export function batchCodeText(
  totals: readonly { currency: string; count: number; amount: string }[],
): string {
  const count = totals.reduce((sum, t) => sum + t.count, 0);
  const amounts = totals.map((t) => formatAmount(t.amount, t.currency, { withCode: true })).join(', ');
  return `Enter the code from your authenticator app to approve ${paymentsCountText(count)} of ${amounts}.`;
}
