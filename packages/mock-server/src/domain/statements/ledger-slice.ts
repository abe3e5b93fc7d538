import type { TransactionRecord } from '../accounts/index.js';
import { counts } from '../accounts/index.js';
import type { Store } from '../bank/index.js';
import type { Month } from './statement-periods.js';
import { monthOf } from './statement-periods.js';

/** The booked entries of one account and currency, in booking order: what every statement is cut from. */
export function bookedEntries(store: Store, bankAccountRef: string, currency: string): TransactionRecord[] {
  return (store.transactions.get(bankAccountRef) ?? []).filter((t) => t.currency === currency && counts(t));
}

/** A period of the ledger: the balance before it, its entries, the balance after its last entry. */
export type LedgerSlice = { opening: bigint; entries: TransactionRecord[]; closing: bigint };

/** The booked entries with a booking date from `from` to `to` (inclusive), with the balances around them. */
export function ledgerSlice(booked: readonly TransactionRecord[], from: string, to: string): LedgerSlice {
  let opening = 0n;
  const entries: TransactionRecord[] = [];
  for (const t of booked) {
    if (t.valueDate < from) opening = t.balanceAfter;
    else if (t.valueDate <= to) entries.push(t);
  }
  const last = entries.at(-1);
  return { opening, entries, closing: last ? last.balanceAfter : opening };
}

/** Money in and out of a list of entries, both positive. */
export function totalsOf(entries: readonly TransactionRecord[]): { totalIn: bigint; totalOut: bigint } {
  let totalIn = 0n;
  let totalOut = 0n;
  for (const t of entries) {
    if (t.direction === 'credit') totalIn += t.amount;
    else totalOut += t.amount;
  }
  return { totalIn, totalOut };
}

/** One month's figures, without its entries: what a statement list shows. */
export type MonthFigures = {
  opening: bigint;
  closing: bigint;
  totalIn: bigint;
  totalOut: bigint;
  entryCount: number;
};

/** Every month's figures from the booked entries in one pass (months without entries are absent). */
export function figuresByMonth(booked: readonly TransactionRecord[]): Map<Month, MonthFigures> {
  const out = new Map<Month, MonthFigures>();
  let balance = 0n;
  for (const t of booked) {
    const month = monthOf(t.valueDate);
    let f = out.get(month);
    if (!f) {
      f = { opening: balance, closing: balance, totalIn: 0n, totalOut: 0n, entryCount: 0 };
      out.set(month, f);
    }
    if (t.direction === 'credit') f.totalIn += t.amount;
    else f.totalOut += t.amount;
    f.entryCount += 1;
    f.closing = t.balanceAfter;
    balance = t.balanceAfter;
  }
  return out;
}
