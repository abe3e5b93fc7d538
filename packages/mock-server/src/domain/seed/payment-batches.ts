import { approverOf } from '../approvers.js';
import type { PaymentBatchRecord, PaymentRecord } from '../model.js';
import { PAYEE_BANK_REFUSED } from '../payment-progress.js';
import type { Store } from '../store.js';

const PAID = ['completed', 'settled'];

function batchOf(
  store: Store,
  ref: string,
  name: string,
  payments: PaymentRecord[],
  status: PaymentBatchRecord['status'],
): PaymentBatchRecord | null {
  const ada = store.users.get('usr_ada');
  const first = payments[0];
  if (!ada || !first) return null;
  for (const p of payments) p.batchRef = ref;
  return {
    ref,
    orgRef: first.orgRef,
    bankAccountRef: first.bankAccountRef,
    name,
    status,
    rows: payments.map((p, index) => ({
      index,
      recipientRef: p.recipientRef,
      recipientName: p.recipientName,
      amount: p.amount,
      currency: p.currency,
      fee: p.fee,
      reasonCode: p.reasonCode,
      reference: p.reference,
      requestedExecutionDate: p.executionDate,
      executionDate: p.executionDate,
      confirmPayeeMismatch: false,
      status: p.status,
      paymentRef: p.ref,
      failureReason: p.failureReason ?? null,
    })),
    createdBy: approverOf(ada, 'owner'),
    createdAt: Math.min(...payments.map((p) => p.createdAt)) - 60_000,
    updatedAt: Math.max(...payments.map((p) => p.updatedAt)),
    approval: null,
    retryOf: null,
    retriedBy: null,
  };
}

/**
 * Two of Ada's supplier runs from Northwind's operations account, so the bulk payments screens are not empty:
 * one completed, one partially failed (its failed row refused by the payee's bank, ready to retry). They are
 * made of payments the history already has (no new ledger entries, no draw from the seed's random stream).
 */
export function seedPaymentBatches(store: Store): void {
  const ops = [...store.payments.values()]
    .filter((p) => p.bankAccountRef === 'ba_northwind_ops' && !p.standingOrderRef && !p.batchRef)
    .sort((a, b) => b.createdAt - a.createdAt || (a.ref < b.ref ? 1 : -1));
  const paid = ops.filter((p) => PAID.includes(p.status));
  const failed = ops.find((p) => p.status === 'failed');
  if (paid.length < 9 || !failed) return;
  failed.failureReason ??= PAYEE_BANK_REFUSED;
  const byDate = (a: PaymentRecord, b: PaymentRecord) =>
    a.createdAt - b.createdAt || (a.ref < b.ref ? -1 : 1);
  const batches = [
    batchOf(
      store,
      'pbt_northwind_october',
      'supplier-run-october.csv',
      paid.slice(4, 9).sort(byDate),
      'completed',
    ),
    batchOf(
      store,
      'pbt_northwind_november',
      'supplier-run-november.csv',
      [...paid.slice(0, 4), failed].sort(byDate),
      'partially_failed',
    ),
  ];
  for (const batch of batches) if (batch) store.paymentBatches.set(batch.ref, batch);
}
