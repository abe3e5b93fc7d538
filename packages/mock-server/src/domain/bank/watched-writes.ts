import type { TransactionRecord, TransactionStatus } from '../accounts/account-records.js';
import type { Membership, User } from '../auth/user-records.js';
import type { FxTradeRecord } from '../fx/fx-records.js';
import type { PaymentBatchRecord } from '../payment-batches/payment-batch-records.js';
import type { PaymentRecord } from '../payments/payment-records.js';
import { noteChange } from './change-count.js';
import type { Store } from './store.js';

/**
 * The only writes of what the webhook events and the ledger's sorted view are worked out from: payments,
 * FX trades, payment batches (added, or their status), ledger entries (added, moved, or their status) and
 * memberships. Each notes itself in the change count (change-count.ts), so no writer can forget to: the record
 * types make those fields read-only, and the store's maps of them read-only, to everyone else.
 */

/** The same record with the field written here made writable again (for this module only). */
type Writable<T, K extends keyof T> = Omit<T, K> & { -readonly [P in K]: T[P] };

export function addPayment(store: Store, payment: PaymentRecord): void {
  (store.payments as Map<string, PaymentRecord>).set(payment.ref, payment);
  noteChange(store);
}

export function setPaymentStatus(
  store: Store,
  payment: PaymentRecord,
  status: PaymentRecord['status'],
): void {
  (payment as Writable<PaymentRecord, 'status'>).status = status;
  noteChange(store);
}

export function addFxTrade(store: Store, trade: FxTradeRecord): void {
  (store.fxTrades as Map<string, FxTradeRecord>).set(trade.ref, trade);
  noteChange(store);
}

export function setFxTradeStatus(store: Store, trade: FxTradeRecord, status: FxTradeRecord['status']): void {
  (trade as Writable<FxTradeRecord, 'status'>).status = status;
  noteChange(store);
}

export function addPaymentBatch(store: Store, batch: PaymentBatchRecord): void {
  (store.paymentBatches as Map<string, PaymentBatchRecord>).set(batch.ref, batch);
  noteChange(store);
}

export function setPaymentBatchStatus(
  store: Store,
  batch: PaymentBatchRecord,
  status: PaymentBatchRecord['status'],
): void {
  (batch as Writable<PaymentBatchRecord, 'status'>).status = status;
  noteChange(store);
}

const ledgerOf = (store: Store, bankAccountRef: string): TransactionRecord[] => {
  const ledgers = store.transactions as Map<string, TransactionRecord[]>;
  let list = ledgers.get(bankAccountRef);
  if (!list) {
    list = [];
    ledgers.set(bankAccountRef, list);
  }
  return list;
};

/** Appends an entry to its bank account's ledger (booking order). */
export function addLedgerEntry(store: Store, record: TransactionRecord): void {
  ledgerOf(store, record.bankAccountRef).push(record);
  noteChange(store, 'ledger');
}

/** Moves an entry to the end of its ledger (booked now, after everything booked before it). */
export function moveToLedgerEnd(store: Store, record: TransactionRecord): void {
  const list = ledgerOf(store, record.bankAccountRef);
  const i = list.indexOf(record);
  if (i >= 0) list.splice(i, 1);
  list.push(record);
  noteChange(store, 'ledger');
}

export function setTransactionStatus(
  store: Store,
  record: TransactionRecord,
  status: TransactionStatus,
): void {
  (record as Writable<TransactionRecord, 'status'>).status = status;
  noteChange(store, 'ledger');
}

export function addMembership(store: Store, user: User, membership: Membership): void {
  (user.memberships as Membership[]).push(membership);
  noteChange(store);
}

export function removeMembership(store: Store, user: User, orgRef: string): void {
  (user as Writable<User, 'memberships'>).memberships = user.memberships.filter((m) => m.orgRef !== orgRef);
  noteChange(store);
}
