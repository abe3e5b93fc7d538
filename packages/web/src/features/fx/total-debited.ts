import { t } from '@lingui/core/macro';
import { addDecimal } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';

export interface FeeBearing {
  sell_amount: string;
  sell_currency: string;
  fee: string;
  fee_currency: string;
}

/**
 * What leaves the sell balance: the contract charges the fee on top of `sell_amount` (executeFxQuote debits
 * "`sell_amount` plus the fee"). Null when the fee is in another currency, which cannot be summed.
 */
export function totalDebited(trade: FeeBearing): string | null {
  if (trade.fee_currency !== trade.sell_currency) return null;
  return addDecimal(trade.sell_amount, trade.fee);
}

/** The "Total debited" row of a quote or trade, or no row when it cannot be summed. */
export function totalDebitedRow(trade: FeeBearing): [string, string][] {
  const total = totalDebited(trade);
  return total === null
    ? []
    : [[t`Total debited`, formatAmount(total, trade.sell_currency, { withCode: true })]];
}
