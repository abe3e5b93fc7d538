import type { Bank } from '../bank/index.js';
import { DomainError, formatMinor, setPaymentBatchStatus } from '../bank/index.js';
import { notify } from '../notifications/index.js';
import type { PaymentStatus } from '../payments/index.js';
import { isPaymentFinal, makePayment, scheduleOnApproval } from '../payments/index.js';
import type { PaymentBatchRecord, PaymentBatchRowRecord } from './payment-batch-records.js';
import { type BatchTotal, batchTotals } from './payment-batch-rows.js';
import { type BatchFacts, batchEndText, batchExpiredText } from './payment-batch-texts.js';

const PAID: readonly PaymentStatus[] = ['completed', 'settled'];
/** Rows whose money did not go and that a retry may send again. */
export const RETRYABLE: readonly PaymentStatus[] = ['failed', 'returned'];

/** A row as it stands now: its payment's status and reason once made, else the row's own. */
export function rowState(
  bank: Bank,
  row: PaymentBatchRowRecord,
): { status: PaymentStatus; failureReason: string | null; executionDate: string } {
  const payment = row.paymentRef ? bank.store.payments.get(row.paymentRef) : undefined;
  if (!payment)
    return { status: row.status, failureReason: row.failureReason, executionDate: row.executionDate };
  return {
    status: payment.status,
    failureReason: payment.failureReason ?? null,
    executionDate: payment.executionDate,
  };
}

/** How many rows are paid, failed (ended without being paid), or still on their way. */
export function rowCounts(bank: Bank, batch: PaymentBatchRecord) {
  const counts = { completed: 0, failed: 0, in_progress: 0 };
  for (const row of batch.rows) {
    const { status } = rowState(bank, row);
    if (PAID.includes(status)) counts.completed += 1;
    else if (isPaymentFinal(status)) counts.failed += 1;
    else counts.in_progress += 1;
  }
  return counts;
}

export const totalsOf = (batch: PaymentBatchRecord): BatchTotal[] => batchTotals(batch.rows);

export const factsOf = (batch: PaymentBatchRecord): BatchFacts => ({
  name: batch.name,
  rowCount: batch.rows.length,
  totals: totalsOf(batch),
});

/**
 * Makes each row's payment in row order through the same function as a single payment (rule BULK-06): each is
 * checked on its own (balance, recipient, date), and one that cannot be made fails alone with the reason.
 * `approvedLate`: planned again as an approved payment is, the asked-for date kept while it still can be.
 */
export function makeRowPayments(bank: Bank, batch: PaymentBatchRecord, approvedLate: boolean): void {
  const maker = bank.store.users.get(batch.createdBy.userRef);
  for (const row of batch.rows) {
    try {
      if (!maker) throw new DomainError(404, `${batch.createdBy.name} is no longer a user of this bank.`);
      const payment = makePayment(
        bank,
        maker,
        batch.orgRef,
        batch.bankAccountRef,
        {
          recipient_ref: row.recipientRef,
          amount: formatMinor(row.amount, row.currency),
          currency: row.currency,
          reason_code: row.reasonCode,
          reference: row.reference,
          ...(row.requestedExecutionDate ? { execution_date: row.requestedExecutionDate } : {}),
          ...(row.confirmPayeeMismatch ? { confirm_payee_mismatch: true } : {}),
        },
        {
          batchRef: batch.ref,
          plan: approvedLate ? scheduleOnApproval(bank, row.requestedExecutionDate) : null,
        },
      );
      row.paymentRef = payment.ref;
      row.status = payment.status;
      row.executionDate = payment.executionDate;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      row.status = 'failed';
      row.failureReason = error.message;
    }
  }
  setPaymentBatchStatus(bank.store, batch, 'processing');
  batch.updatedAt = bank.clock.now();
  finishBatch(bank, batch);
}

/** A processing batch whose rows are all final ends (completed, partially_failed or failed), its maker told once. */
export function finishBatch(bank: Bank, batch: PaymentBatchRecord): void {
  if (batch.status !== 'processing') return;
  let endedAt = batch.updatedAt;
  for (const row of batch.rows) {
    const payment = row.paymentRef ? bank.store.payments.get(row.paymentRef) : undefined;
    if (payment && !isPaymentFinal(payment.status)) return;
    if (payment) endedAt = Math.max(endedAt, payment.updatedAt);
  }
  const counts = rowCounts(bank, batch);
  const status = counts.failed === 0 ? 'completed' : counts.completed === 0 ? 'failed' : 'partially_failed';
  setPaymentBatchStatus(bank.store, batch, status);
  batch.updatedAt = endedAt;
  const facts = factsOf(batch);
  notify(bank.store, batch.createdBy.userRef, {
    type: 'payment_status',
    text: (locale) => batchEndText(facts, { status, ...counts }, locale),
    at: endedAt,
  });
}

/** The clock's move past a waiting batch's deadline: the batch and every row `expired`, its maker told. */
function expireBatch(bank: Bank, batch: PaymentBatchRecord, at: number): void {
  setPaymentBatchStatus(bank.store, batch, 'expired');
  batch.updatedAt = at;
  for (const row of batch.rows) row.status = 'expired';
  const facts = factsOf(batch);
  notify(bank.store, batch.createdBy.userRef, {
    type: 'approval',
    text: (locale) => batchExpiredText(facts, locale),
    at,
  });
}

/** What the clock makes due for batches (create-bank.ts tick): expiries of waits, and ends once rows are final. */
export function advancePaymentBatches(bank: Bank, now: number): void {
  for (const batch of bank.store.paymentBatches.values()) {
    if (batch.status === 'awaiting_approval' && batch.approval && batch.approval.expiresAt <= now)
      expireBatch(bank, batch, batch.approval.expiresAt);
    else if (batch.status === 'processing') finishBatch(bank, batch);
  }
}
