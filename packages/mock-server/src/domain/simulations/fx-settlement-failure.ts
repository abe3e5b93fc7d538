import { available, book, requireBalance } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, formatMinor, notFound, setFxTradeStatus } from '../bank/index.js';
import { fxSettlementFailedText, notify } from '../notifications/index.js';
import { isObject, readReason, readRef } from './simulation-input.js';

/**
 * An executed trade fails to settle: it turns `failed` with the reason, and the ledger unwinds it: the sold
 * amount and the fee credited back, the bought amount debited (refused with 409 when it has been spent since),
 * and the trader is told.
 */
export function simulateFxSettlementFailure(bank: Bank, body: unknown) {
  const input = isObject(body) ? body : {};
  const bag = new FieldErrorBag();
  const ref = readRef(input.trade, bag, 'trade');
  const reason = readReason(input.reason, bag);
  bag.throwIfAny();
  const trade = bank.store.fxTrades.get(ref);
  if (!trade) throw notFound('FX trade');
  if (trade.status !== 'completed') {
    throw new DomainError(409, `Only a completed trade can fail to settle; this one is ${trade.status}.`, {
      code: 'trade_not_failable',
    });
  }
  const bought = requireBalance(bank.store, trade.bankAccountRef, trade.buyCurrency);
  if (available(bought) < trade.buyAmount) {
    const money = `${formatMinor(trade.buyAmount, trade.buyCurrency)} ${trade.buyCurrency}`;
    throw new DomainError(409, `The ${money} bought is no longer available to take back.`, {
      code: 'trade_not_failable',
    });
  }
  const at = bank.clock.now();
  const pair = `${trade.sellCurrency}→${trade.buyCurrency}`;
  const common = { bankAccountRef: trade.bankAccountRef, fxTradeRef: trade.ref, at };
  book(bank.store, {
    ...common,
    type: 'fx_trade',
    currency: trade.sellCurrency,
    direction: 'credit',
    amount: trade.sellAmount,
    description: `FX ${pair} failed to settle`,
  });
  if (trade.fee > 0n) {
    book(bank.store, {
      ...common,
      type: 'refund',
      currency: trade.sellCurrency,
      direction: 'credit',
      amount: trade.fee,
      description: `FX fee ${pair} refunded`,
    });
  }
  book(bank.store, {
    ...common,
    type: 'fx_trade',
    currency: trade.buyCurrency,
    direction: 'debit',
    amount: trade.buyAmount,
    description: `FX ${pair} failed to settle`,
  });
  setFxTradeStatus(bank.store, trade, 'failed');
  trade.failureReason = reason;
  notify(bank.store, trade.tradedBy.userRef, {
    type: 'fx_trade',
    text: (locale) => fxSettlementFailedText({ ...trade, reason }, locale),
    at,
  });
  return { trade };
}
