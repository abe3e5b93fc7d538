import type { Store } from './store.js';

/**
 * How many times a store's records that webhook events are about (payments, ledger entries, FX trades, batches,
 * memberships) were written, and how many of those writes were to the ledger. What is worked out from those
 * records compares a count with the one it was made at: the webhook observer (operations/webhook-events.ts)
 * skips a look when nothing was written, the ledger's sorted view (accounts/ledger-view.ts) is made again only
 * after a ledger write. So every write of those records notes itself here, through the store's write functions
 * (watched-writes.ts), the only writers the record types allow. Kept beside the store, not in it: it
 * is no state of the bank (an export leaves it out; a new or imported store starts at 0).
 */
type Counts = { all: number; ledger: number };
const countsOf = new WeakMap<Store, Counts>();

function countsFor(store: Store): Counts {
  let counts = countsOf.get(store);
  if (!counts) {
    counts = { all: 0, ledger: 0 };
    countsOf.set(store, counts);
  }
  return counts;
}

/** A write of a watched record; `ledger` when it was a ledger entry (booked, or its status changed). */
export function noteChange(store: Store, what: 'ledger' | 'other' = 'other'): void {
  const counts = countsFor(store);
  counts.all += 1;
  if (what === 'ledger') counts.ledger += 1;
}

export const changeCount = (store: Store): number => countsOf.get(store)?.all ?? 0;

export const ledgerChangeCount = (store: Store): number => countsOf.get(store)?.ledger ?? 0;
