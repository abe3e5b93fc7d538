import { ROLE_LABELS } from '@portal/api-types/role-labels';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { FxTrade } from './api/fx-trades';
import { formatRate, markupText } from './rate-display';
import { totalDebitedRow } from './total-debited';

/** 'GBP → EUR': a trade's pair as the history lists it. */
export const pairText = (t: Pick<FxTrade, 'sell_currency' | 'buy_currency'>) =>
  `${t.sell_currency} → ${t.buy_currency}`;

/** '1 GBP = 1.1684 EUR': a rate of the trade, read in its direction. */
const rateText = (t: FxTrade, rate: string) => `1 ${t.sell_currency} = ${formatRate(rate)} ${t.buy_currency}`;

/** 'Grace Hopper (Approver)': who traded, with the role they had then. */
export const traderText = (t: FxTrade) => `${t.traded_by.name} (${ROLE_LABELS[t.traded_by.role]})`;

/**
 * One trade in full, as label and text (rule FX-11): what was sold and bought, the client rate against the
 * bank's mid rate at execution (how far apart, in percent), the fee and the total that left the sell balance,
 * who traded, from which bank account and when. Its references are not content: the screen shows them last, small.
 */
export function fxTradeDetailRows(trade: FxTrade, bankAccountName: string): [string, string][] {
  return [
    ['Bank account', bankAccountName],
    ['Sold', formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true })],
    ['Bought', formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true })],
    ['Rate', rateText(trade, trade.rate)],
    ['Mid rate at execution', rateText(trade, trade.mid_rate)],
    ['Against mid', markupText(trade.rate, trade.mid_rate) ?? '--'],
    ['Fee', formatAmount(trade.fee, trade.fee_currency, { withCode: true })],
    // A trade that failed to settle was unwound: nothing stayed debited.
    ...(trade.status === 'failed' ? [] : totalDebitedRow(trade)),
    ['Traded by', traderText(trade)],
    ['Executed at', formatDateTime(trade.executed_at)],
  ];
}

/**
 * What a trade that failed to settle says above its details: the bank's reason, and that it was unwound (the
 * contract: what was sold comes back, what was bought is taken back). Null for any other trade.
 */
export function failedTradeNotice(trade: Pick<FxTrade, 'status' | 'failure_reason'>): string | null {
  if (trade.status !== 'failed') return null;
  const reason = trade.failure_reason?.trim();
  const why = reason ? `: ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` : '.';
  return `This trade failed to settle${why} What you sold and its fee are back in your account; what you bought has been taken back.`;
}

/** The line under the title: what was sold for what, or, for a trade that failed to settle, that it did not. */
export function tradeSummary(trade: FxTrade): string {
  const sold = formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true });
  const bought = formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true });
  return trade.status === 'failed' ? `${sold} for ${bought}, not settled` : `Sold ${sold} for ${bought}`;
}
