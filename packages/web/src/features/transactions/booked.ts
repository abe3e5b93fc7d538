import type { Transaction } from './transaction-filters';

/** Only booked entries move a balance (the mock bank and the contract: completed and settled). */
export const BOOKED_STATUSES: ReadonlySet<Transaction['status']> = new Set<Transaction['status']>([
  'completed',
  'settled',
]);

export const isBooked = (transaction: Pick<Transaction, 'status'>): boolean =>
  BOOKED_STATUSES.has(transaction.status);
