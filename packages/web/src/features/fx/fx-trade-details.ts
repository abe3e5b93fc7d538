import { t } from '@lingui/core/macro';
import { roleLabel } from '../../domains/session/role-words';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { FxTrade } from './api/fx-trades';
import { formatRate, markupText } from './rate-display';
import { totalDebitedRow } from './total-debited';

/** 'GBP → EUR': a trade's pair as the history lists it. */
export const pairText = (trade: Pick<FxTrade, 'sell_currency' | 'buy_currency'>) =>
  `${trade.sell_currency} → ${trade.buy_currency}`;

/** '1 GBP = 1.1684 EUR': a rate of the trade, read in its direction. */
export const rateText = (trade: Pick<FxTrade, 'sell_currency' | 'buy_currency'>, rate: string) =>
  `1 ${trade.sell_currency} = ${formatRate(rate)} ${trade.buy_currency}`;

/** 'Grace Hopper (Approver)': who traded, with the role they had then. */
export const traderText = (trade: FxTrade) => {
  const name = trade.traded_by.name;
  const role = roleLabel(trade.traded_by.role);
  return t`${name} (${role})`;
};

/**
 * One trade in full, as label and text (rule FX-11): what was sold and bought, the client rate against the
 * bank's mid rate at execution (how far apart, in percent), the fee and the total that left the sell balance,
 * who traded, from which bank account and when. Its references are not content: the screen shows them last, small.
 */
export function fxTradeDetailRows(trade: FxTrade, bankAccountName: string): [string, string][] {
  return [
    [t`Bank account`, bankAccountName],
    [t`Sold`, formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true })],
    [t`Bought`, formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true })],
    [t`Rate`, rateText(trade, trade.rate)],
    [t`Mid rate at execution`, rateText(trade, trade.mid_rate)],
    [t`Against mid`, markupText(trade.rate, trade.mid_rate) ?? '--'],
    [t`Fee`, formatAmount(trade.fee, trade.fee_currency, { withCode: true })],
    // A trade that failed to settle was unwound: nothing stayed debited.
    ...(trade.status === 'failed' ? [] : totalDebitedRow(trade)),
    [t`Traded by`, traderText(trade)],
    [t`Executed at`, formatDateTime(trade.executed_at)],
  ];
}

/**
 * What a trade that failed to settle says above its details: the bank's reason, and that it was unwound (the
 * contract: what was sold comes back, what was bought is taken back). Null for any other trade.
 */
export function failedTradeNotice(trade: Pick<FxTrade, 'status' | 'failure_reason'>): string | null {
  if (trade.status !== 'failed') return null;
  const given = trade.failure_reason?.trim();
  if (!given)
    return t`This trade failed to settle. What you sold and its fee are back in your account; what you bought has been taken back.`;
  // The bank's reason, as it wrote it, ends the first sentence.
  const reason = /[.!?]$/.test(given) ? given : `${given}.`;
  return t`This trade failed to settle: ${reason} What you sold and its fee are back in your account; what you bought has been taken back.`;
}

/** The line under the title: what was sold for what, or, for a trade that failed to settle, that it did not. */
export function tradeSummary(trade: FxTrade): string {
  const sold = formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true });
  const bought = formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true });
  return trade.status === 'failed' ? t`${sold} for ${bought}, not settled` : t`Sold ${sold} for ${bought}`;
}
