import type { Bank } from '../bank/index.js';
import { requireDateRange } from '../bank/index.js';
import type { TransactionRecord } from './account-records.js';
import { counts } from './ledger.js';

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

/** Newest first (booking time, then booking order). */
export function listTransactions(bank: Bank, f: TransactionFilter): TransactionRecord[] {
  requireDateRange(f.from, f.to);
  const out: TransactionRecord[] = [];
  for (const ref of f.bankAccountRefs) {
    for (const t of bank.store.transactions.get(ref) ?? []) {
      if (f.type && t.type !== f.type) continue;
      if (f.currency && t.currency !== f.currency) continue;
      if (f.status && t.status !== f.status) continue;
      if (f.booked && !counts(t)) continue;
      if (f.from && t.valueDate < f.from) continue;
      if (f.to && t.valueDate > f.to) continue;
      out.push(t);
    }
  }
  return out.sort((a, b) => b.bookedAt - a.bookedAt || b.seq - a.seq);
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
