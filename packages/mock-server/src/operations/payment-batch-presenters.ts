import type { components } from '@portal/api-types/schema';
import type { User } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { formatMinor } from '../domain/bank/index.js';
import type { BatchCheck, BatchTotal, PaymentBatchRecord } from '../domain/payment-batches/index.js';
import { approvalSubject, rowCounts, rowState, totalsOf } from '../domain/payment-batches/index.js';
import { approvalStanding } from '../domain/payments/index.js';
import { approver, paymentApproval } from './approval-presenters.js';
import { iso } from './iso-time.js';
import { payeeVerification } from './payee-verification-presenter.js';

type S = components['schemas'];

export const batchTotal = (t: BatchTotal): S['PaymentBatchTotal'] => ({
  currency: t.currency,
  count: t.count,
  amount: formatMinor(t.amount, t.currency),
  fee: formatMinor(t.fee, t.currency),
  total: formatMinor(t.amount + t.fee, t.currency),
});

export function batchValidation(check: BatchCheck): S['PaymentBatchValidation'] {
  return {
    valid: check.valid,
    rows: check.rows.map((r) => ({
      index: r.index,
      errors: r.errors,
      duplicate_of: r.duplicateOf,
      recipient_name: r.recipientName,
      fee: r.fee === null || !r.accepted ? null : formatMinor(r.fee, r.accepted.currency),
      payee_verification: r.verification ? payeeVerification(r.verification) : null,
    })),
    totals: check.totals.map(batchTotal),
    approval: check.rule
      ? { rule_ref: check.rule.ref, approvals_required: check.rule.approvalsRequired }
      : null,
  };
}

/** A batch without its rows, as the viewer sees it (whether they can approve it now, and if not, why). */
export function batchSummary(bank: Bank, b: PaymentBatchRecord, viewer: User): S['PaymentBatchSummary'] {
  const waiting = b.status === 'awaiting_approval';
  const standing = waiting ? approvalStanding(viewer, approvalSubject(b)) : null;
  return {
    ref: b.ref,
    bank_account_ref: b.bankAccountRef,
    name: b.name,
    status: b.status,
    row_count: b.rows.length,
    row_counts: rowCounts(bank, b),
    totals: totalsOf(b).map(batchTotal),
    created_by: approver(b.createdBy),
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
    approval: b.approval ? paymentApproval(b.approval) : null,
    retry_of: b.retryOf,
    retried_by: b.retriedBy,
    can_approve: standing?.canApprove ?? false,
    cannot_approve_reason: standing?.reason ?? null,
  };
}

export function paymentBatch(bank: Bank, b: PaymentBatchRecord, viewer: User): S['PaymentBatch'] {
  return {
    ...batchSummary(bank, b, viewer),
    rows: b.rows.map((row) => {
      const now = rowState(bank, row);
      return {
        index: row.index,
        recipient_ref: row.recipientRef,
        recipient_name: row.recipientName,
        amount: formatMinor(row.amount, row.currency),
        currency: row.currency,
        fee: formatMinor(row.fee, row.currency),
        reason_code: row.reasonCode,
        reference: row.reference,
        execution_date: now.executionDate,
        status: now.status,
        payment_ref: row.paymentRef,
        failure_reason: now.failureReason,
      };
    }),
  };
}
