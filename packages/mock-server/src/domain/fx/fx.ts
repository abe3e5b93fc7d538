import type { components } from '@portal/api-types/schema';
import { available, book, requireBalance } from '../accounts/index.js';
import type { ApproverRecord } from '../approvals/index.js';
import { approverOf, roleIn } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import { requireTotp } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import {
  addFxTrade,
  clientRate,
  convert,
  convertBack,
  DomainError,
  FieldErrorBag,
  FX_WINDOW,
  formatMinor,
  isFxCurrency,
  midRate,
  newRef,
  nextOpening,
  notFound,
  openWindow,
  parsePositiveAmount,
  zonedParts,
} from '../bank/index.js';
import { fxTradeText, notify } from '../notifications/index.js';
import { requireBankAccount } from '../team/index.js';
import type { FxQuoteRecord, FxTradeRecord } from './fx-records.js';

export const QUOTE_TTL_MS = 30_000;

/**
 * The bank's FX fee: 0.125% of the sell amount (the contract's example: 10,000.00 GBP pays 12.50 GBP), in the
 * sell currency and charged on top of `sell_amount` (openapi.yaml, executeFxQuote: "debits `sell_amount`
 * plus the fee"). Parts per million, so it stays an exact bigint.
 */
export const FX_FEE_PPM = 1_250n;

/** The fee on `sellMinor`, in minor units of the sell currency, rounded up to a whole minor unit. */
export function fxFee(sellMinor: bigint): bigint {
  return (sellMinor * FX_FEE_PPM + 999_999n) / 1_000_000n;
}

export function requestQuote(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: components['schemas']['FxQuoteRequest'],
): FxQuoteRecord {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const sell = typeof input.sell_currency === 'string' ? input.sell_currency : '';
  const buy = typeof input.buy_currency === 'string' ? input.buy_currency : '';
  if (!account.currencies.includes(sell))
    bag.add('sell_currency', 'This bank account does not hold this currency.');
  if (!account.currencies.includes(buy))
    bag.add('buy_currency', 'This bank account does not hold this currency.');
  else if (sell === buy) bag.add('buy_currency', 'The buy currency must differ from the sell currency.');
  // The contract's two shapes (by sell amount, by buy amount), read as one.
  const amounts: { sell_amount?: string; buy_amount?: string } = input;
  const hasSell = amounts.sell_amount !== undefined && amounts.sell_amount !== null;
  const hasBuy = amounts.buy_amount !== undefined && amounts.buy_amount !== null;
  if (hasSell === hasBuy)
    bag.add(hasSell ? 'buy_amount' : 'sell_amount', 'Give either the sell amount or the buy amount.');
  bag.throwIfAny();
  const field = hasSell ? 'sell_amount' : 'buy_amount';
  const parsed = parsePositiveAmount(amounts[field], hasSell ? sell : buy);
  if (!parsed.ok) {
    bag.add(field, parsed.message);
    bag.throwIfAny();
    throw new DomainError(422, parsed.message);
  }
  if (!isFxCurrency(sell) || !isFxCurrency(buy))
    throw new DomainError(422, 'This currency pair cannot be traded.');
  const now = bank.clock.now();
  const mid = midRate(bank.config.seed, sell, buy, now);
  const rate = clientRate(mid);
  const sellAmount = hasSell ? parsed.minor : convertBack(parsed.minor, sell, buy, rate);
  const buyAmount = hasSell ? convert(parsed.minor, sell, buy, rate) : parsed.minor;
  if (buyAmount <= 0n) {
    bag.add(field, 'The amount is too small to convert.');
    bag.throwIfAny();
  }
  const quote: FxQuoteRecord = {
    ref: newRef(bank.store, 'quo'),
    orgRef,
    bankAccountRef,
    userRef: user.ref,
    sellCurrency: sell,
    buyCurrency: buy,
    sellAmount,
    buyAmount,
    rate,
    midRate: mid,
    fee: fxFee(sellAmount),
    createdAt: now,
    expiresAt: now + QUOTE_TTL_MS,
    executedTradeRef: null,
    requiresTwoFactor: user.twoFactorSecret !== null,
    codeFailures: 0,
  };
  bank.store.fxQuotes.set(quote.ref, quote);
  return quote;
}

export function quoteStatus(quote: FxQuoteRecord, now: number): 'active' | 'expired' | 'completed' {
  if (quote.executedTradeRef) return 'completed';
  return quote.expiresAt <= now ? 'expired' : 'active';
}

function londonTime(ms: number): string {
  const p = zonedParts(ms, FX_WINDOW.timezone);
  const days = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return `${days[p.weekday]} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')} UK time`;
}

export function executeQuote(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: components['schemas']['FxExecuteRequest'],
): FxTradeRecord {
  requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const quote = typeof input.quote_ref === 'string' ? bank.store.fxQuotes.get(input.quote_ref) : undefined;
  // The quote is the dynamic-linking challenge (openapi.yaml, requestFxQuote): only the user it was
  // made for executes it; anyone else's quote, colleagues' included, is not found.
  if (
    !quote ||
    quote.bankAccountRef !== bankAccountRef ||
    quote.orgRef !== orgRef ||
    quote.userRef !== user.ref
  ) {
    throw notFound('quote');
  }
  const now = bank.clock.now();
  if (quote.executedTradeRef) {
    throw new DomainError(409, 'This quote has already been executed.', { code: 'quote_already_executed' });
  }
  if (quote.expiresAt <= now) {
    throw new DomainError(410, 'This quote has expired. Request a new quote.', { code: 'quote_expired' });
  }
  if (!openWindow(FX_WINDOW, now)) {
    const opens = nextOpening(FX_WINDOW, now);
    throw new DomainError(
      422,
      `FX trading is closed. It reopens on ${londonTime(opens)} (${new Date(opens).toISOString()}).`,
      { code: 'outside_cutoff_window' },
    );
  }
  checkQuoteCode(bank, user, quote, input.two_factor_code);
  const sellBalance = requireBalance(bank.store, bankAccountRef, quote.sellCurrency);
  requireBalance(bank.store, bankAccountRef, quote.buyCurrency);
  if (quote.sellAmount + quote.fee > available(sellBalance)) {
    const money = (minor: bigint) => `${formatMinor(minor, quote.sellCurrency)} ${quote.sellCurrency}`;
    const message = `With the fee of ${money(quote.fee)}, the total of ${money(quote.sellAmount + quote.fee)} exceeds the available balance of ${money(available(sellBalance))}.`;
    throw new DomainError(422, message, { code: 'insufficient_funds', errors: { quote_ref: [message] } });
  }
  const trade: FxTradeRecord = {
    ref: newRef(bank.store, 'fxt'),
    quoteRef: quote.ref,
    orgRef,
    bankAccountRef,
    sellCurrency: quote.sellCurrency,
    buyCurrency: quote.buyCurrency,
    sellAmount: quote.sellAmount,
    buyAmount: quote.buyAmount,
    rate: quote.rate,
    midRate: quote.midRate,
    fee: quote.fee,
    status: 'completed',
    executedAt: now,
    tradedBy: traderOf(user, orgRef),
  };
  const description = `FX ${trade.sellCurrency}→${trade.buyCurrency}`;
  const common = { bankAccountRef, type: 'fx_trade' as const, at: now, fxTradeRef: trade.ref, description };
  // Three rows: the two legs at the quoted amounts, and the fee as its own 'fee' row (as a payment's fee
  // is), linked to the trade, so the statement shows what the rate cost apart from what the bank charged.
  book(bank.store, { ...common, currency: trade.sellCurrency, direction: 'debit', amount: trade.sellAmount });
  if (trade.fee > 0n) {
    book(bank.store, {
      ...common,
      type: 'fee',
      currency: trade.sellCurrency,
      direction: 'debit',
      amount: trade.fee,
      description: `FX fee ${trade.sellCurrency}→${trade.buyCurrency}`,
    });
  }
  book(bank.store, { ...common, currency: trade.buyCurrency, direction: 'credit', amount: trade.buyAmount });
  quote.executedTradeRef = trade.ref;
  addFxTrade(bank.store, trade);
  notify(bank.store, user.ref, { type: 'fx_trade', text: (locale) => fxTradeText(trade, locale), at: now });
  return trade;
}

/** The trader as the trade records them; requireBankAccount has found the membership. */
function traderOf(user: User, orgRef: string): ApproverRecord {
  const role = roleIn(user, orgRef);
  if (!role) throw notFound('account');
  return approverOf(user, role);
}

/**
 * The TOTP code for this quote: its failures count against the quote (5 lock it), and an accepted code
 * is spent (acceptTotp), so it cannot authorize another quote too.
 */
function checkQuoteCode(bank: Bank, user: User, quote: FxQuoteRecord, code: unknown): void {
  if (!user.twoFactorSecret) return;
  if (code === undefined || code === null) {
    const message = 'This trade needs a two-factor authentication code.';
    throw new DomainError(422, message, {
      code: 'two_factor_required',
      errors: { two_factor_code: [message] },
    });
  }
  if (quote.codeFailures >= 5) {
    throw new DomainError(429, 'Too many wrong codes for this quote. Request a new quote.', {
      code: 'rate_limited',
      retryAfter: Math.max(1, Math.ceil((quote.expiresAt - bank.clock.now()) / 1000)),
    });
  }
  try {
    requireTotp(bank, user, code, 'two_factor_code');
  } catch (error) {
    quote.codeFailures += 1;
    throw error;
  }
}

export function cutoffStatus(bank: Bank) {
  const now = bank.clock.now();
  const open = openWindow(FX_WINDOW, now);
  return {
    withinWindow: open !== null,
    serverTime: now,
    closesAt: open?.closes ?? null,
    nextOpenAt: nextOpening(FX_WINDOW, now),
  };
}

export function rateHistory(bank: Bank, sell: string, buy: string, hours: number) {
  if (!isFxCurrency(sell) || !isFxCurrency(buy))
    throw new DomainError(422, 'Unknown currency pair.', {
      code: 'validation_failed',
      errors: { sell_currency: ['Unknown currency pair.'] },
    });
  const now = bank.clock.now();
  const stepMs = 15 * 60_000; // the contract: one point every 15 minutes
  const points: { at: number; rate: bigint }[] = [];
  for (let t = now - hours * 3_600_000; t <= now; t += stepMs)
    points.push({ at: t, rate: midRate(bank.config.seed, sell, buy, t) });
  return points;
}
