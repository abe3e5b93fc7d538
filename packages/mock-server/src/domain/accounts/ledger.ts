import {
  addLedgerEntry,
  BANK_TIMEZONE,
  moveToLedgerEnd,
  newRef,
  nextSeq,
  notFound,
  type Store,
  setTransactionStatus,
  zonedDate,
} from '../bank/index.js';
import type {
  BalanceRecord,
  TransactionRecord,
  TransactionStatus,
  TransactionType,
} from './account-records.js';

export const LEDGER_TZ = BANK_TIMEZONE;

export function findBalance(
  store: Store,
  bankAccountRef: string,
  currency: string,
): BalanceRecord | undefined {
  for (const b of store.balances.values()) {
    if (b.bankAccountRef === bankAccountRef && b.currency === currency) return b;
  }
  return undefined;
}

export function requireBalance(store: Store, bankAccountRef: string, currency: string): BalanceRecord {
  const b = findBalance(store, bankAccountRef, currency);
  if (!b) throw notFound('balance');
  return b;
}

export const available = (b: BalanceRecord): bigint => b.current - b.held;

export type Entry = {
  bankAccountRef: string;
  currency: string;
  type: TransactionType;
  direction: TransactionRecord['direction'];
  amount: bigint;
  description: string;
  counterpartyName?: string | null;
  paymentRef?: string | null;
  fxTradeRef?: string | null;
  at: number;
  status?: TransactionStatus;
};

/** The statuses of an entry that moved the balance. */
export const COUNTED: TransactionStatus[] = ['completed', 'settled'];

export const counts = (t: TransactionRecord): boolean => COUNTED.includes(t.status);

/**
 * Appends a transaction. Completed/settled entries move the booked balance and carry the running
 * balance after them; other statuses (pending, failed, …) carry the balance as it stood.
 */
export function book(store: Store, entry: Entry): TransactionRecord {
  const balance = requireBalance(store, entry.bankAccountRef, entry.currency);
  const status = entry.status ?? 'completed';
  const record: TransactionRecord = {
    ref: newRef(store, 'txn'),
    seq: nextSeq(store),
    bankAccountRef: entry.bankAccountRef,
    type: entry.type,
    direction: entry.direction,
    amount: entry.amount,
    currency: entry.currency,
    balanceAfter: balance.current,
    status,
    description: entry.description,
    counterpartyName: entry.counterpartyName ?? null,
    paymentRef: entry.paymentRef ?? null,
    fxTradeRef: entry.fxTradeRef ?? null,
    bookedAt: entry.at,
    valueDate: zonedDate(entry.at, LEDGER_TZ),
  };
  if (COUNTED.includes(status)) applyToBalance(balance, record, entry.at);
  addLedgerEntry(store, record);
  return record;
}

function applyToBalance(balance: BalanceRecord, record: TransactionRecord, at: number): void {
  balance.current += record.direction === 'credit' ? record.amount : -record.amount;
  balance.updatedAt = at;
  record.balanceAfter = balance.current;
}

/**
 * Moves an uncounted transaction to a final status at `at`. A completion books it: it moves to the end of
 * the booking order with the running balance after it.
 */
export function settleTransaction(
  store: Store,
  record: TransactionRecord,
  status: TransactionStatus,
  at: number,
): void {
  const balance = requireBalance(store, record.bankAccountRef, record.currency);
  setTransactionStatus(store, record, status);
  if (COUNTED.includes(status)) {
    record.seq = nextSeq(store);
    record.bookedAt = at;
    record.valueDate = zonedDate(at, LEDGER_TZ);
    applyToBalance(balance, record, at);
    moveToLedgerEnd(store, record);
  } else {
    record.balanceAfter = balance.current;
  }
}
