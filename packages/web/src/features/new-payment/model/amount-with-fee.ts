import { t } from '@lingui/core/macro';
import { addDecimal, compareDecimal, parseDecimal } from '../../../lib/decimal';
import { formatAmount } from '../../../lib/format-amount';

/**
 * The bank takes the amount plus the fee from the available balance and refuses the payment when they do
 * not fit (insufficient_funds). Checked with decimal strings, after the amount itself passed validateAmount.
 * Returns the message to show, or null when the total fits (or the balance is not known yet).
 */
export function feeOverBalanceMessage(
  amount: string,
  fee: string,
  available: string | null,
  currency: string,
): string | null {
  if (available === null || !parseDecimal(available) || !parseDecimal(amount.trim())) return null;
  const total = addDecimal(amount.trim(), fee);
  if (compareDecimal(total, available) <= 0) return null;
  const money = (value: string) => formatAmount(value, currency, { withCode: true });
  const feeText = money(fee);
  const totalText = money(total);
  const availableText = money(available);
  return t`With the fee of ${feeText}, the total of ${totalText} exceeds the available balance of ${availableText}.`;
}
