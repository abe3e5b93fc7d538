import { plural } from '@lingui/core/macro';
import { formatAmount } from '../../../lib/format-amount';
import { formatNumber } from '../../../lib/format-number';

/** What the code approves: the count and amount per currency it is bound to. */
export function batchCodeText(
  totals: readonly { currency: string; count: number; amount: string }[],
): string {
  const count = totals.reduce((sum, t) => sum + t.count, 0);
  const payments = formatNumber(count);
  const amounts = totals.map((t) => formatAmount(t.amount, t.currency, { withCode: true })).join(', ');
  return plural(count, {
    one: `Enter the code from your authenticator app to approve ${payments} payment of ${amounts}.`,
    other: `Enter the code from your authenticator app to approve ${payments} payments of ${amounts}.`,
  });
}
