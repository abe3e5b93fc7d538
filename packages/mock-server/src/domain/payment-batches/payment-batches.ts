import type { components } from '@portal/api-types/schema';
import type { ApprovalRuleRecord } from '../approvals/index.js';
import { approverOf, roleIn } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import {
  addPaymentBatch,
  DomainError,
  formatMinor,
  newRef,
  notFound,
  PAYMENT_WINDOW,
  todayIn,
} from '../bank/index.js';
import { approvalStanding, batchMatchingRule } from '../payments/index.js';
import type { RecipientRecord } from '../recipients/index.js';
import { addRecipient } from '../recipients/index.js';
import { requireBankAccount, requireOrg } from '../team/index.js';
import { approvalSubject, holdBatch } from './payment-batch-approval.js';
import { checkBatchAuthorization } from './payment-batch-challenge.js';
import { makeRowPayments, RETRYABLE, rowState } from './payment-batch-progress.js';
import type { PaymentBatchRecord } from './payment-batch-records.js';
import { type BatchTotal, batchTotals, type CheckedRow, checkBatchRows } from './payment-batch-rows.js';

type S = components['schemas'];
/** How many row errors a refused batch lists (the contract's limit). */
const MAX_LISTED_ERRORS = 100;

export type BatchCheck = {
  rows: CheckedRow[];
  totals: BatchTotal[];
  rule: ApprovalRuleRecord | null;
  valid: boolean;
};

/** Every row checked as createPaymentBatch would, totals of the right rows, the rule it would wait for. */
export function validateBatch(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: Pick<S['PaymentBatchInput'], 'rows'>,
): BatchCheck {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const rows = checkBatchRows(bank, account, input.rows);
  const right = rows.flatMap((r) => (r.accepted ? [{ index: r.index, ...r.accepted }] : []));
  const rule = batchMatchingRule(
    bank,
    right.map((r) => ({
      orgRef,
      bankAccountRef,
      // A new recipient has never been paid: a first-payment rule looks at it.
      recipientRef: r.recipient?.ref ?? `new:${r.index}`,
      amount: r.amount,
      currency: r.currency,
    })),
  );
  return { rows, totals: batchTotals(right), rule, valid: right.length === rows.length };
}

/** 422 `batch_invalid`: the first row errors keyed `rows[<index>].<field>`; nothing was made. */
function batchInvalid(rows: readonly CheckedRow[]): DomainError {
  const wrong = rows.filter((r) => !r.accepted);
  const errors: Record<string, string[]> = {};
  let listed = 0;
  for (const row of wrong) {
    for (const [field, messages] of Object.entries(row.errors)) {
      if (listed >= MAX_LISTED_ERRORS) break;
      errors[`rows[${row.index}].${field}`] = messages;
      listed += 1;
    }
  }
  const count = wrong.length === 1 ? '1 row has' : `${wrong.length} rows have`;
  return new DomainError(
    422,
    `${count} errors: nothing was submitted. Fix them and submit the batch again.`,
    {
      code: 'batch_invalid',
      errors,
    },
  );
}

/** The new recipients of a batch, created once it is accepted: rows giving the same details share one. */
function createNewRecipients(bank: Bank, orgRef: string, rows: readonly CheckedRow[]) {
  const made = new Map<string, RecipientRecord>();
  return rows.map((row) => {
    const accepted = row.accepted;
    if (!accepted) throw new Error('unreachable: an accepted batch has only right rows');
    if (accepted.recipient) return accepted.recipient;
    const fields = accepted.newRecipient;
    if (!fields) throw new Error('unreachable: a right row has a payee');
    const key = JSON.stringify(fields);
    const existing = made.get(key);
    if (existing) return existing;
    const recipient = addRecipient(bank, orgRef, fields, row.verification ?? undefined);
    made.set(key, recipient);
    return recipient;
  });
}

export type BatchSubmission = {
  name?: string;
  rows: S['PaymentBatchRowInput'][];
  authorization?: S['PaymentAuthorization'];
};

/**
 * Submits a batch (rules BULK-06, BULK-08 and BULK-09): refused whole when a row is wrong, signed for its totals, then
 * accepted: new recipients created, held by an approval rule as one item or its rows' payments made at once.
 */
export function submitBatch(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: BatchSubmission,
  retryOf: PaymentBatchRecord | null = null,
): PaymentBatchRecord {
  const check = validateBatch(bank, user, orgRef, bankAccountRef, input);
  if (!check.valid) throw batchInvalid(check.rows);
  checkBatchAuthorization(bank, user, bankAccountRef, check.totals, input.authorization);
  const recipients = createNewRecipients(bank, orgRef, check.rows);
  const now = bank.clock.now();
  const batch: PaymentBatchRecord = {
    ref: newRef(bank.store, 'pbt'),
    orgRef,
    bankAccountRef,
    name: input.name ?? null,
    status: 'processing',
    rows: check.rows.map((row, index) => {
      const a = row.accepted;
      const recipient = recipients[index];
      if (!a || !recipient) throw new Error('unreachable: an accepted batch has only right rows');
      return {
        index,
        recipientRef: recipient.ref,
        recipientName: recipient.name,
        amount: a.amount,
        currency: a.currency,
        fee: a.fee,
        reasonCode: a.reasonCode,
        reference: a.reference,
        requestedExecutionDate: a.requestedExecutionDate,
        executionDate: a.plan.executionDate,
        confirmPayeeMismatch: a.confirmPayeeMismatch,
        status: 'initiated',
        paymentRef: null,
        failureReason: null,
      };
    }),
    createdBy: approverOf(user, roleIn(user, orgRef) ?? 'member'),
    createdAt: now,
    updatedAt: now,
    approval: null,
    retryOf: retryOf?.ref ?? null,
    retriedBy: null,
  };
  addPaymentBatch(bank.store, batch);
  if (retryOf) retryOf.retriedBy = batch.ref;
  if (check.rule) holdBatch(bank, batch, user, check.rule);
  else makeRowPayments(bank, batch, false);
  return batch;
}

export function requireBatch(bank: Bank, user: User, orgRef: string, ref: string): PaymentBatchRecord {
  requireOrg(bank.store, user, orgRef);
  const batch = bank.store.paymentBatches.get(ref);
  if (!batch || batch.orgRef !== orgRef) throw notFound('payment batch');
  return batch;
}

/**
 * Retries the failed rows of a partially failed or failed batch as a new batch (`retry_of`), submitted like any
 * (rule BULK-10): same recipients, amounts, reasons and references; a date no longer ahead becomes the earliest.
 */
export function retryBatch(
  bank: Bank,
  user: User,
  batch: PaymentBatchRecord,
  authorization: S['PaymentAuthorization'] | undefined,
): PaymentBatchRecord {
  const failed = batch.rows.filter((row) => RETRYABLE.includes(rowState(bank, row).status));
  const retryable = batch.status === 'partially_failed' || batch.status === 'failed';
  if (!retryable || batch.retriedBy !== null || failed.length === 0) {
    const why = batch.retriedBy
      ? "This batch's failed rows were already retried."
      : retryable
        ? 'This batch has no failed rows to retry.'
        : 'Only a partially failed or failed batch can be retried.';
    throw new DomainError(409, why, { code: 'batch_not_retryable' });
  }
  const today = todayIn(PAYMENT_WINDOW, bank.clock.now());
  const rows = failed.map((row) => ({
    recipient_ref: row.recipientRef,
    amount: formatMinor(row.amount, row.currency),
    currency: row.currency,
    reason_code: row.reasonCode,
    reference: row.reference,
    ...(row.requestedExecutionDate && row.requestedExecutionDate > today
      ? { execution_date: row.requestedExecutionDate }
      : {}),
    ...(row.confirmPayeeMismatch ? { confirm_payee_mismatch: true } : {}),
  }));
  return submitBatch(
    bank,
    user,
    batch.orgRef,
    batch.bankAccountRef,
    { ...(batch.name ? { name: batch.name } : {}), rows, ...(authorization ? { authorization } : {}) },
    batch,
  );
}

export type BatchFilter = { status?: string; bankAccount?: string; actionableFor?: User };

/** An organization's batches, newest first, filtered (AND). */
export function listBatches(bank: Bank, orgRef: string, f: BatchFilter): PaymentBatchRecord[] {
  const out: PaymentBatchRecord[] = [];
  for (const batch of bank.store.paymentBatches.values()) {
    if (batch.orgRef !== orgRef) continue;
    if (f.status && batch.status !== f.status) continue;
    if (f.bankAccount && batch.bankAccountRef !== f.bankAccount) continue;
    if (f.actionableFor) {
      if (batch.status !== 'awaiting_approval') continue;
      if (!approvalStanding(f.actionableFor, approvalSubject(batch)).canApprove) continue;
    }
    out.push(batch);
  }
  return out.sort((a, b) => b.createdAt - a.createdAt || (a.ref < b.ref ? 1 : -1));
}
