import { book, requireBalance } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { setPaymentStatus } from '../bank/index.js';
import { notify, paymentStatusText } from '../notifications/index.js';
import type { PaymentRecord } from './payment-records.js';

/**
 * A payment's life after it is accepted, shared by its creation (payments.ts), the clock (payment-progress.ts)
 * and the seed: when it moves on, the ledger entry it books, the hold it releases and the notice each step sends.
 */
export const PROCESSING_AFTER_MS = 30_000;
export const FINAL_AFTER_MS = 120_000;

export function pendingTransaction(bank: Bank, payment: PaymentRecord, at: number): string {
  return book(bank.store, {
    bankAccountRef: payment.bankAccountRef,
    currency: payment.currency,
    type: 'payment',
    direction: 'debit',
    amount: payment.amount,
    description: `Payment to ${payment.recipientName}`,
    counterpartyName: payment.recipientName,
    paymentRef: payment.ref,
    at,
    status: 'pending',
  }).ref;
}

export function statusNotice(bank: Bank, payment: PaymentRecord, at: number): void {
  // A bulk payment's rows are told once, when their batch ends (payment-batch-progress.ts).
  if (payment.batchRef) return;
  const { status } = payment;
  const facts = { amount: payment.amount, currency: payment.currency, payee: payment.recipientName };
  notify(bank.store, payment.createdBy, {
    type: 'payment_status',
    text: (locale) => paymentStatusText(status, facts, locale),
    at,
    link: {
      kind: 'payment',
      accountRef: payment.orgRef,
      bankAccountRef: payment.bankAccountRef,
      paymentRef: payment.ref,
    },
  });
}

/**
 * Sets an accepted payment off on its schedule: its funds reserved, and for one going today its pending ledger
 * entry. At creation, or when the last approval arrives (approvals reserve nothing while they wait).
 */
export function setOff(
  bank: Bank,
  payment: PaymentRecord,
  plan: { status: 'pending' | 'scheduled'; executionDate: string; nextAt: number },
  at: number,
): void {
  const balance = requireBalance(bank.store, payment.bankAccountRef, payment.currency);
  balance.held += payment.amount + payment.fee;
  payment.holding = true;
  setPaymentStatus(bank.store, payment, plan.status);
  payment.executionDate = plan.executionDate;
  payment.nextTransitionAt = plan.nextAt;
  payment.updatedAt = at;
  payment.timeline.push({ status: plan.status, at });
  if (plan.status === 'pending') payment.transactionRef = pendingTransaction(bank, payment, at);
}

export function releaseHold(bank: Bank, payment: PaymentRecord): void {
  if (!payment.holding) return;
  const balance = requireBalance(bank.store, payment.bankAccountRef, payment.currency);
  balance.held -= payment.amount + payment.fee;
  payment.holding = false;
}
