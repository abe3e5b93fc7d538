import { describe, expect, it } from 'vitest';
import { createBank } from '../setup/index.js';
import type { TransactionRecord } from './account-records.js';
import { book, counts, settleTransaction } from './ledger.js';
import { listTransactions, type TransactionFilter } from './transactions.js';

const START = Date.parse('2026-03-10T10:00:00Z');
const ACCOUNTS = ['ba_northwind_ops', 'ba_northwind_reserve'];

/** The list as a plain scan and sort of every entry would make it. */
function scanned(bank: ReturnType<typeof createBank>, f: TransactionFilter): TransactionRecord[] {
  return f.bankAccountRefs
    .flatMap((ref) => bank.store.transactions.get(ref) ?? [])
    .filter(
      (t) =>
        (!f.type || t.type === f.type) &&
        (!f.currency || t.currency === f.currency) &&
        (!f.status || t.status === f.status) &&
        (!f.booked || counts(t)) &&
        (!f.from || t.valueDate >= f.from) &&
        (!f.to || t.valueDate <= f.to),
    )
    .sort((a, b) => b.bookedAt - a.bookedAt || b.seq - a.seq);
}

const refs = (list: readonly TransactionRecord[]) => list.map((t) => t.ref);

describe('listTransactions', () => {
  it('lists what a scan of every entry would, newest first, for each filter and their mixes', () => {
    const bank = createBank({ seed: 7, clockStart: START, frozenClock: true, extraTransactions: 2_000 });
    const filters: Omit<TransactionFilter, 'bankAccountRefs'>[] = [
      {},
      { type: 'deposit' },
      { type: 'payment', currency: 'GBP' },
      { currency: 'EUR' },
      { currency: 'JPY' },
      { status: 'pending' },
      { status: 'settled', type: 'fee' },
      { booked: true },
      { from: '2026-02-01' },
      { to: '2026-01-15' },
      { from: '2026-02-01', to: '2026-02-28', type: 'deposit', booked: true },
      { from: '2026-02-29' },
    ];
    for (const accounts of [ACCOUNTS, ['ba_northwind_ops'], []]) {
      for (const filter of filters) {
        const f = { bankAccountRefs: accounts, ...filter };
        expect(refs(listTransactions(bank, f)), JSON.stringify(f)).toEqual(refs(scanned(bank, f)));
      }
    }
  });

  it('follows every ledger write: a new entry, and one that settles (moved to the end, its status filtered)', () => {
    const bank = createBank({ seed: 7, clockStart: START, frozenClock: true });
    const all = { bankAccountRefs: ACCOUNTS };
    const pendingOnly = { bankAccountRefs: ACCOUNTS, status: 'pending' };
    listTransactions(bank, all);
    listTransactions(bank, pendingOnly);
    const entry = book(bank.store, {
      bankAccountRef: 'ba_northwind_ops',
      currency: 'GBP',
      type: 'payment',
      direction: 'debit',
      amount: 1_00n,
      description: 'Written after the first list',
      at: START,
      status: 'pending',
    });
    expect(listTransactions(bank, all)[0]?.ref).toBe(entry.ref);
    expect(refs(listTransactions(bank, pendingOnly))).toContain(entry.ref);

    settleTransaction(bank.store, entry, 'completed', START + 60_000);
    expect(refs(listTransactions(bank, pendingOnly))).not.toContain(entry.ref);
    for (const f of [all, pendingOnly, { bankAccountRefs: ACCOUNTS, booked: true }])
      expect(refs(listTransactions(bank, f))).toEqual(refs(scanned(bank, f)));
  });
});
