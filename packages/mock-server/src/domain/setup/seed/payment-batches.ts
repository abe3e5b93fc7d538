import type { PaymentApprovalRecord } from '../../approvals/index.js';
import { approverOf, roleIn } from '../../approvals/index.js';
import type { Store } from '../../bank/index.js';
import { addPaymentBatch, createClock, defaultConfig } from '../../bank/index.js';
import type { PaymentBatchRecord } from '../../payment-batches/index.js';
import type { PaymentRecord } from '../../payments/index.js';
import {
  APPROVAL_WAIT_MS,
  batchMatchingRule,
  PAYEE_BANK_REFUSED,
  type RuleContext,
} from '../../payments/index.js';

const HOUR = 3_600_000;

/** The bank as the approval rules read it while it is seeded: its store, its seed (mid rates) and a time. */
const seedingBank = (store: Store, seed: number, at: number): RuleContext => ({
  config: defaultConfig({ seed }),
  clock: createClock(at, { frozen: true }),
  store,
});

/** A seeded batch over a rule's threshold waited for it, as a submitted one would: Grace approved it. */
function approvalOf(store: Store, seed: number, batch: PaymentBatchRecord): PaymentApprovalRecord | null {
  const rule = batchMatchingRule(
    seedingBank(store, seed, batch.createdAt),
    batch.rows.map((r) => ({ ...r, orgRef: batch.orgRef, bankAccountRef: batch.bankAccountRef })),
  );
  const grace = store.users.get('usr_grace');
  const role = grace && roleIn(grace, batch.orgRef);
  if (!rule || !grace || !role) return null;
  return {
    rule: { ...rule, approverRoles: [...rule.approverRoles] },
    maker: batch.createdBy,
    approvals: [{ ...approverOf(grace, role), at: batch.createdAt + HOUR }],
    rejection: null,
    expiresAt: batch.createdAt + APPROVAL_WAIT_MS,
    requestedExecutionDate: null,
  };
}

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
    // Submitted, then approved (when a rule held it), before its first payment was made.
    createdAt: Math.min(...payments.map((p) => p.createdAt)) - 2 * HOUR,
    updatedAt: Math.max(...payments.map((p) => p.updatedAt)),
    approval: null,
    retryOf: null,
    retriedBy: null,
  };
}

/**
 * Two of Ada's supplier runs from Northwind's operations account, so the bulk payments screens are not empty:
 * one completed, one partially failed (its failed row refused by the payee's bank, ready to retry). They are
 * made of payments the history already has (no new ledger entries, no draw from the seed's random stream), each
 * approved by Grace when the approval policy would have held it.
 */
export function seedPaymentBatches(store: Store, seed: number): void {
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
  for (const batch of batches) {
    if (!batch) continue;
    batch.approval = approvalOf(store, seed, batch);
    addPaymentBatch(store, batch);
  }
}
