import { book, settleTransaction } from '../accounts/index.js';
import type { Bank, Store } from '../bank/index.js';
import { changeCount, setPaymentStatus, setTransactionStatus } from '../bank/index.js';
import { expireApproval } from './approval-hold.js';
import {
  FINAL_AFTER_MS,
  PROCESSING_AFTER_MS,
  pendingTransaction,
  releaseHold,
  statusNotice,
} from './payment-lifecycle.js';
import type { PaymentRecord } from './payment-records.js';

/** What a payment the mock decided would fail (a FAIL reference, or the failure rate) tells the user. */
export const PAYEE_BANK_REFUSED = "The payee's bank refused the payment.";

/**
 * The earliest transition of any payment as of a change count (bank/change-count.ts): every write that sets
 * one (a new payment, a status change) counts, so while the count stays no payment is due before it, and a
 * request need not look at every payment to learn that none is.
 */
const earliestOf = new WeakMap<Store, { changes: number; at: number }>();

function due(bank: Bank, now: number): PaymentRecord | null {
  const { store } = bank;
  const changes = changeCount(store);
  const known = earliestOf.get(store);
  if (known?.changes === changes && now < known.at) return null;
  let next: PaymentRecord | null = null;
  let earliest = Number.POSITIVE_INFINITY;
  for (const p of store.payments.values()) {
    if (p.nextTransitionAt === null) continue;
    earliest = Math.min(earliest, p.nextTransitionAt);
    if (p.nextTransitionAt <= now && (!next || p.nextTransitionAt < (next.nextTransitionAt ?? 0))) next = p;
  }
  earliestOf.set(store, { changes, at: earliest });
  return next;
}

/**
 * Applies every due transition in time order (scheduled → pending → processing → completed | failed;
 * awaiting_approval → expired),
 * each at its own due time, so balances and running balances stay exact however far the clock jumps.
 */
export function advancePayments(bank: Bank, now: number): void {
  for (let p = due(bank, now); p; p = due(bank, now)) step(bank, p);
}

function step(bank: Bank, p: PaymentRecord): void {
  const at = p.nextTransitionAt ?? bank.clock.now();
  const txn = p.transactionRef ? findTxn(bank, p) : undefined;
  if (p.status === 'awaiting_approval') {
    expireApproval(bank, p, at);
    return;
  }
  if (p.status === 'scheduled') {
    setPaymentStatus(bank.store, p, 'pending');
    p.transactionRef = pendingTransaction(bank, p, at);
    p.nextTransitionAt = at + PROCESSING_AFTER_MS;
  } else if (p.status === 'pending') {
    setPaymentStatus(bank.store, p, 'processing');
    if (txn) setTransactionStatus(bank.store, txn, 'processing');
    p.nextTransitionAt = at + FINAL_AFTER_MS - PROCESSING_AFTER_MS;
  } else if (p.status === 'processing') {
    releaseHold(bank, p);
    if (p.willFail) {
      setPaymentStatus(bank.store, p, 'failed');
      p.failureReason ??= PAYEE_BANK_REFUSED;
      if (txn) settleTransaction(bank.store, txn, 'failed', at);
    } else {
      setPaymentStatus(bank.store, p, 'completed');
      if (txn) settleTransaction(bank.store, txn, 'completed', at);
      if (p.fee > 0n) {
        book(bank.store, {
          bankAccountRef: p.bankAccountRef,
          currency: p.currency,
          type: 'fee',
          direction: 'debit',
          amount: p.fee,
          description: 'International payment fee',
          paymentRef: p.ref,
          at,
        });
      }
    }
    p.nextTransitionAt = null;
  } else {
    p.nextTransitionAt = null;
    return;
  }
  p.updatedAt = at;
  p.timeline.push({ status: p.status, at });
  statusNotice(bank, p, at);
}

function findTxn(bank: Bank, p: PaymentRecord) {
  return bank.store.transactions.get(p.bankAccountRef)?.findLast((t) => t.ref === p.transactionRef);
}
