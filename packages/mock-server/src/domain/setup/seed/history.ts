import { ROLE_PERMISSIONS } from '../../../generated/contract-routes.js';
import type { BankAccount, TransactionRecord } from '../../accounts/index.js';
import { book, requireBalance } from '../../accounts/index.js';
import type { ApproverRecord } from '../../approvals/index.js';
import { approverOf } from '../../approvals/index.js';
import type { Rng } from '../../bank/index.js';
import {
  addDays,
  addFxTrade,
  addPayment,
  clientRate,
  convert,
  majorToMinor,
  midRate,
  minorUnits,
  newRef,
  nextBusinessDay,
  PAYMENT_WINDOW,
  type Store,
  zonedDate,
} from '../../bank/index.js';
import { fxFee } from '../../fx/index.js';
import type { PaymentRecord, PaymentStatus } from '../../payments/index.js';
import { FINAL_AFTER_MS, PROCESSING_AFTER_MS } from '../../payments/index.js';
import type { RecipientRecord } from '../../recipients/index.js';
import { AMOUNT_SCALE, OPENING_MAJOR } from './organizations.js';

const DAY = 86_400_000;
const HISTORY_DAYS = 180;
const CUSTOMERS = [
  'Blue Heron Retail Ltd',
  'Cornish Larder Co',
  'Fjord Seafood AS',
  'Midland Builders Merchants',
  'Summit Outdoor GmbH',
  'Caledonia Distillers Ltd',
  'Maple Leaf Foods Inc.',
  'Riviera Hotels SAS',
];
const REASONS = ['SUPP', 'SUPP', 'SCVE', 'GDDS', 'RENT', 'TAXS', 'SALA', 'INTC'];

type Ctx = { store: Store; rng: Rng; now: number; seed: number; account: BankAccount; creatorRef: string };

function amount(rng: Rng, currency: string, min: number, max: number): bigint {
  const scale = AMOUNT_SCALE[currency] ?? 1;
  const major = (min + rng.next() * (max - min)) * scale;
  // Drawn to the hundredth, then cut to the currency's minor units (whole yen for JPY).
  const hundredths = BigInt(Math.round(major * 100));
  const digits = minorUnits(currency);
  return digits >= 2 ? hundredths * 10n ** BigInt(digits - 2) : hundredths / 10n ** BigInt(2 - digits);
}

function paymentRecord(
  ctx: Ctx,
  recipient: RecipientRecord,
  value: bigint,
  status: PaymentStatus,
  createdAt: number,
  executionDate: string,
): PaymentRecord {
  const timeline: PaymentRecord['timeline'] = [{ status: 'pending', at: createdAt }];
  if (status === 'scheduled' || status === 'initiated' || status === 'flagged')
    timeline[0] = { status, at: createdAt };
  else if (status !== 'pending') {
    if (status !== 'rejected' && status !== 'cancelled' && status !== 'expired')
      timeline.push({ status: 'processing', at: createdAt + PROCESSING_AFTER_MS });
    if (status !== 'processing') timeline.push({ status, at: createdAt + FINAL_AFTER_MS });
  }
  if (status === 'settled')
    timeline.splice(timeline.length - 1, 0, { status: 'completed', at: createdAt + FINAL_AFTER_MS });
  const last = timeline[timeline.length - 1];
  return {
    ref: newRef(ctx.store, 'pay'),
    orgRef: ctx.account.orgRef,
    bankAccountRef: ctx.account.ref,
    recipientRef: recipient.ref,
    recipientName: recipient.name,
    createdBy: ctx.creatorRef,
    amount: value,
    currency: recipient.currency,
    fee: 0n,
    reasonCode: ctx.rng.pick(REASONS),
    reference: `INV-${ctx.rng.int(10000, 99999)}`,
    status,
    executionDate,
    createdAt,
    updatedAt: last?.at ?? createdAt,
    timeline,
    nextTransitionAt: null,
    willFail: false,
    holding: false,
    transactionRef: null,
  };
}

type Event = { at: number; currency: string; kind: string };

/**
 * Six months of booked history for one bank account, in time order, so every running balance is
 * exact; plus one payment in every PaymentStatus (the unfinished ones hold funds).
 */
export function seedHistory(ctx: Ctx, recipients: RecipientRecord[], extraTransactions: number): void {
  const { store, rng, now, account } = ctx;
  const start = now - HISTORY_DAYS * DAY;
  const events: Event[] = [];
  for (const currency of account.currencies) {
    requireBalance(store, account.ref, currency);
    const count = rng.int(150, 190);
    for (let i = 0; i < count; i++) {
      const r = rng.next();
      const kind =
        r < 0.3
          ? 'deposit'
          : r < 0.72
            ? 'payment'
            : r < 0.77
              ? 'fee'
              : r < 0.8
                ? 'interest'
                : r < 0.85
                  ? 'refund'
                  : 'fx';
      events.push({ at: start + DAY + Math.floor(rng.next() * (HISTORY_DAYS - 2) * DAY), currency, kind });
    }
  }
  const heavy = account.currencies[0];
  if (heavy) {
    for (let i = 0; i < extraTransactions; i++) {
      events.push({
        at: start + DAY + Math.floor(rng.next() * (HISTORY_DAYS - 2) * DAY),
        currency: heavy,
        kind: rng.chance(0.5) ? 'bulk-credit' : 'bulk-debit',
      });
    }
  }
  events.sort((a, b) => a.at - b.at);

  for (const currency of account.currencies) {
    book(store, {
      bankAccountRef: account.ref,
      currency,
      type: 'deposit',
      direction: 'credit',
      amount: majorToMinor(OPENING_MAJOR[currency] ?? 100_000, currency),
      description: 'Opening balance',
      at: start,
    });
  }
  for (const e of events) applyEvent(ctx, recipients, e);
  seedOpenPayments(ctx, recipients);
}

function settledStatus(now: number, at: number): 'completed' | 'settled' {
  return now - at > 3 * DAY ? 'settled' : 'completed';
}

function applyEvent(ctx: Ctx, recipients: RecipientRecord[], e: Event): void {
  const { store, rng, account } = ctx;
  const balance = requireBalance(store, account.ref, e.currency);
  const base = {
    bankAccountRef: account.ref,
    currency: e.currency,
    at: e.at,
    status: settledStatus(ctx.now, e.at),
  };
  const floor = majorToMinor(20_000 * (AMOUNT_SCALE[e.currency] ?? 1), e.currency);
  const payees = recipients.filter((r) => r.currency === e.currency);
  const credit = (
    value: bigint,
    type: 'deposit' | 'interest' | 'refund',
    description: string,
    who: string | null,
  ) => book(store, { ...base, type, direction: 'credit', amount: value, description, counterpartyName: who });

  if (e.kind === 'bulk-credit' || e.kind === 'bulk-debit') {
    const value = amount(rng, e.currency, 5, 900);
    if (e.kind === 'bulk-debit' && balance.current - value > floor) {
      book(store, {
        ...base,
        type: 'payment',
        direction: 'debit',
        amount: value,
        description: 'Card settlement',
      });
    } else credit(value, 'deposit', 'Card takings', 'Merchant acquirer');
    return;
  }
  if (e.kind === 'payment' && payees.length > 0) {
    const recipient = rng.pick(payees);
    const value = amount(rng, e.currency, 150, 18_000);
    if (balance.current - value > floor) {
      const payment = paymentRecord(
        ctx,
        recipient,
        value,
        base.status,
        e.at - FINAL_AFTER_MS,
        zonedDate(e.at, PAYMENT_WINDOW.timezone),
      );
      const txn = book(store, {
        ...base,
        type: 'payment',
        direction: 'debit',
        amount: value,
        description: `Payment to ${recipient.name}`,
        counterpartyName: recipient.name,
        paymentRef: payment.ref,
      });
      payment.transactionRef = txn.ref;
      addPayment(store, payment);
      return;
    }
  }
  if (e.kind === 'fee' && balance.current > floor) {
    book(store, {
      ...base,
      type: 'fee',
      direction: 'debit',
      amount: amount(rng, e.currency, 5, 40),
      description: 'Account maintenance fee',
    });
    return;
  }
  if (e.kind === 'interest') {
    credit(amount(rng, e.currency, 2, 120), 'interest', 'Interest credit', null);
    return;
  }
  if (e.kind === 'refund') {
    const who = rng.pick(CUSTOMERS);
    credit(amount(rng, e.currency, 40, 1500), 'refund', `Refund from ${who}`, who);
    return;
  }
  if (e.kind === 'fx') {
    const others = account.currencies.filter((c) => c !== e.currency);
    const sellValue = amount(rng, e.currency, 1000, 15_000);
    if (others.length > 0 && balance.current - sellValue - fxFee(sellValue) > floor) {
      seedFxTrade(ctx, e, rng.pick(others), sellValue, base.status);
      return;
    }
  }
  const who = rng.pick(CUSTOMERS);
  credit(amount(rng, e.currency, 2000, 45_000), 'deposit', `Incoming payment from ${who}`, who);
}

function seedFxTrade(
  ctx: Ctx,
  e: Event,
  buy: string,
  sellValue: bigint,
  status: 'completed' | 'settled',
): void {
  const { store, account } = ctx;
  // Priced as a live trade is (fx.ts): the client rate spread from the mid, the fee on top of the sell amount.
  const mid = midRate(ctx.seed, e.currency, buy, e.at);
  const rate = clientRate(mid);
  const buyValue = convert(sellValue, e.currency, buy, rate);
  const fee = fxFee(sellValue);
  const ref = newRef(store, 'fxt');
  addFxTrade(store, {
    ref,
    quoteRef: newRef(store, 'quo'),
    orgRef: account.orgRef,
    bankAccountRef: account.ref,
    sellCurrency: e.currency,
    buyCurrency: buy,
    sellAmount: sellValue,
    buyAmount: buyValue,
    rate,
    midRate: mid,
    fee,
    status: 'completed',
    executedAt: e.at,
    tradedBy: seedTrader(store, account.orgRef, e.at),
  });
  const common = {
    bankAccountRef: account.ref,
    type: 'fx_trade' as const,
    at: e.at,
    status,
    fxTradeRef: ref,
  };
  const description = `FX ${e.currency}→${buy}`;
  book(store, { ...common, currency: e.currency, direction: 'debit', amount: sellValue, description });
  book(store, {
    ...common,
    type: 'fee',
    currency: e.currency,
    direction: 'debit',
    amount: fee,
    description: `FX fee ${e.currency}→${buy}`,
  });
  book(store, { ...common, currency: buy, direction: 'credit', amount: buyValue, description });
}

/**
 * Who made a seeded trade: the members who could trade then (joined by that day, role with `fx.trade`) take
 * turns, without drawing from the seed's random stream, so the history shows several traders and the rest
 * of the seed stays as it was.
 */
function seedTrader(store: Store, orgRef: string, at: number): ApproverRecord {
  const traders: ApproverRecord[] = [];
  for (const user of [...store.users.values()].sort((a, b) => a.ref.localeCompare(b.ref))) {
    const m = user.memberships.find((x) => x.orgRef === orgRef);
    if (m && m.joinedAt <= at && ROLE_PERMISSIONS[m.role].includes('fx.trade'))
      traders.push(approverOf(user, m.role));
  }
  const turn = [...store.fxTrades.values()].filter((t) => t.orgRef === orgRef).length;
  const trader = traders[turn % Math.max(1, traders.length)];
  if (!trader) throw new Error(`No member of ${orgRef} could trade at ${new Date(at).toISOString()}`);
  return trader;
}

const OPEN_STATUSES: PaymentStatus[] = [
  'initiated',
  'pending',
  'scheduled',
  'processing',
  'failed',
  'partially_failed',
  'cancelled',
  'rejected',
  'flagged',
  'expired',
];
const HOLDING: PaymentStatus[] = ['initiated', 'pending', 'scheduled', 'processing', 'flagged'];

/** One payment in each remaining status; unfinished ones hold funds and stay put (awaiting review). */
function seedOpenPayments(ctx: Ctx, recipients: RecipientRecord[]): void {
  const { store, rng, now, account } = ctx;
  const payees = recipients.filter((r) => account.currencies.includes(r.currency));
  if (payees.length === 0) return;
  for (const status of OPEN_STATUSES) {
    const recipient = rng.pick(payees);
    const value = amount(rng, recipient.currency, 100, 2500);
    const createdAt =
      status === 'pending' || status === 'processing'
        ? now - rng.int(1, 20) * 3_600_000
        : now - rng.int(2, 20) * DAY;
    const executionDate =
      status === 'scheduled'
        ? nextBusinessDay(PAYMENT_WINDOW, addDays(zonedDate(now, PAYMENT_WINDOW.timezone), rng.int(3, 20)))
        : zonedDate(createdAt, PAYMENT_WINDOW.timezone);
    const payment = paymentRecord(ctx, recipient, value, status, createdAt, executionDate);
    if (HOLDING.includes(status)) {
      const balance = requireBalance(store, account.ref, recipient.currency);
      balance.held += value;
      payment.holding = true;
    }
    if (status === 'pending' || status === 'processing' || status === 'failed') {
      const txn: TransactionRecord = book(store, {
        bankAccountRef: account.ref,
        currency: recipient.currency,
        type: 'payment',
        direction: 'debit',
        amount: value,
        description: `Payment to ${recipient.name}`,
        counterpartyName: recipient.name,
        paymentRef: payment.ref,
        at: createdAt,
        status,
      });
      payment.transactionRef = txn.ref;
    }
    addPayment(store, payment);
  }
}
