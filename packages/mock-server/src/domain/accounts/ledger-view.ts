import { ledgerChangeCount, type Store } from '../bank/index.js';
import type { TransactionRecord } from './account-records.js';

/** One field of every entry as small numbers (same index as the entries), and the number of each value. */
export type Column = { readonly codes: Uint16Array; readonly codeOf: ReadonlyMap<string, number> };

/**
 * The ledger entries of some bank accounts newest first (booking time, then booking order), with what the
 * list's filters read of each entry in columns beside them: a sort of 100,000 records, or a scan of them for a
 * filter, took longer than the rest of a request; a scan of the columns takes about a millisecond.
 */
export type LedgerView = {
  readonly entries: readonly TransactionRecord[];
  readonly type: Column;
  readonly currency: Column;
  readonly status: Column;
  /** The value date as a number, 2026-03-31 → 20260331 (the same order as the dates). */
  readonly valueDay: Int32Array;
};

const digits = (text: string, at: number, count: number) => {
  let n = 0;
  for (let i = at; i < at + count; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
};

/** A `YYYY-MM-DD` date as a number in the same order. */
export const dayNumber = (date: string): number =>
  digits(date, 0, 4) * 10_000 + digits(date, 5, 2) * 100 + digits(date, 8, 2);

/** A column being filled: the number of each value seen so far. */
function newColumn(size: number) {
  const codeOf = new Map<string, number>();
  const codes = new Uint16Array(size);
  const put = (i: number, value: string) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = codeOf.size;
      codeOf.set(value, code);
    }
    codes[i] = code;
  };
  return { codes, codeOf, put };
}

const newerFirst = (a: TransactionRecord, b: TransactionRecord) => b.bookedAt - a.bookedAt || b.seq - a.seq;

/** Each entry is read once, all its columns at a time: the records lie all over the heap. */
function makeView(store: Store, bankAccountRefs: readonly string[]): LedgerView {
  const entries = ([] as TransactionRecord[])
    .concat(...bankAccountRefs.map((ref) => store.transactions.get(ref) ?? []))
    .sort(newerFirst);
  const type = newColumn(entries.length);
  const currency = newColumn(entries.length);
  const status = newColumn(entries.length);
  const valueDay = new Int32Array(entries.length);
  entries.forEach((t, i) => {
    type.put(i, t.type);
    currency.put(i, t.currency);
    status.put(i, t.status);
    valueDay[i] = dayNumber(t.valueDate);
  });
  return { entries, type, currency, status, valueDay };
}

/**
 * Views already made, per store and set of bank accounts, each valid while the store's ledger is unchanged
 * (bank/change-count.ts: every ledger write counts, a status change included). A store has few sets (all of an
 * organization's accounts, or one of them).
 */
const viewsOf = new WeakMap<Store, Map<string, { changes: number; view: LedgerView }>>();

export function ledgerView(store: Store, bankAccountRefs: readonly string[]): LedgerView {
  let views = viewsOf.get(store);
  if (!views) {
    views = new Map();
    viewsOf.set(store, views);
  }
  const key = bankAccountRefs.join(' ');
  const changes = ledgerChangeCount(store);
  const kept = views.get(key);
  if (kept?.changes === changes) return kept.view;
  const view = makeView(store, bankAccountRefs);
  views.set(key, { changes, view });
  return view;
}
