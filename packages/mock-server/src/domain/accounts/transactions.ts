import type { Bank } from '../bank/index.js';
import { requireDateRange } from '../bank/index.js';
import type { TransactionRecord } from './account-records.js';
import { COUNTED } from './ledger.js';
import { type Column, dayNumber, type LedgerView, ledgerView } from './ledger-view.js';

export type TransactionFilter = {
  bankAccountRefs: string[];
  from?: string;
  to?: string;
  type?: string;
  currency?: string;
  status?: string;
  /** Only entries that moved the balance (completed, settled). */
  booked?: boolean;
};

/** The codes a column gives these values (none for a value no entry has). */
const codesOf = (column: Column, values: readonly string[]) =>
  new Set(values.flatMap((v) => column.codeOf.get(v) ?? []));

/** Every entry of the view the filter keeps, in the view's order: a scan of its columns. */
function scan(view: LedgerView, f: TransactionFilter): TransactionRecord[] {
  // Each filter as the column codes it keeps (-1: every entry; -2: none, no entry has the value).
  const code = (column: Column, value: string | undefined) => (value ? (column.codeOf.get(value) ?? -2) : -1);
  const type = code(view.type, f.type);
  const currency = code(view.currency, f.currency);
  const status = code(view.status, f.status);
  const booked = f.booked ? codesOf(view.status, COUNTED) : null;
  const from = f.from ? dayNumber(f.from) : Number.NEGATIVE_INFINITY;
  const to = f.to ? dayNumber(f.to) : Number.POSITIVE_INFINITY;
  const out: TransactionRecord[] = [];
  for (let i = 0; i < view.entries.length; i++) {
    if (type !== -1 && view.type.codes[i] !== type) continue;
    if (currency !== -1 && view.currency.codes[i] !== currency) continue;
    if (status !== -1 && view.status.codes[i] !== status) continue;
    if (booked && !booked.has(view.status.codes[i] ?? -1)) continue;
    const day = view.valueDay[i] ?? 0;
    if (day < from || day > to) continue;
    const entry = view.entries[i];
    if (entry) out.push(entry);
  }
  return out;
}

/**
 * Filtered lists already made from a view, by filter: paging through one filter asks for the same list again
 * and again. A new view (after a ledger write) starts with none; a few filters at a time are kept.
 */
const filteredOf = new WeakMap<LedgerView, Map<string, TransactionRecord[]>>();
const FILTERS_KEPT = 16;

/** Newest first (booking time, then booking order); the list is shared with later calls, so read-only. */
export function listTransactions(bank: Bank, f: TransactionFilter): readonly TransactionRecord[] {
  requireDateRange(f.from, f.to);
  const view = ledgerView(bank.store, f.bankAccountRefs);
  if (!f.type && !f.currency && !f.status && !f.booked && !f.from && !f.to) return view.entries;
  let filtered = filteredOf.get(view);
  if (!filtered) {
    filtered = new Map();
    filteredOf.set(view, filtered);
  }
  const key = JSON.stringify([f.type, f.currency, f.status, f.booked, f.from, f.to]);
  let list = filtered.get(key);
  if (!list) {
    if (filtered.size >= FILTERS_KEPT) filtered.clear();
    list = scan(view, f);
    filtered.set(key, list);
  }
  return list;
}

/** Closing booked balance per day for the last `days` days, oldest first. */
export function balanceHistory(
  bank: Bank,
  bankAccountRef: string,
  currency: string,
  days: number,
  today: string,
) {
  const counted = (bank.store.transactions.get(bankAccountRef) ?? []).filter(
    (t) => t.currency === currency && (t.status === 'completed' || t.status === 'settled'),
  );
  const byDay = new Map<string, bigint>();
  for (const t of counted.sort((a, b) => a.seq - b.seq)) byDay.set(t.valueDate, t.balanceAfter);
  const dates: string[] = [];
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  for (let i = days - 1; i >= 0; i--)
    dates.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  let last = 0n;
  const sortedDays = [...byDay.keys()].sort();
  const first = dates[0] ?? today;
  for (const day of sortedDays) if (day < first) last = byDay.get(day) ?? last;
  return dates.map((date) => {
    last = byDay.get(date) ?? last;
    return { date, balance: last };
  });
}
