import type { AuditAction } from '@portal/api-types/schema';
import type { User } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { paginate } from '../domain/bank/index.js';
import type { PaymentBatchRecord } from '../domain/payment-batches/index.js';
import {
  createBatchApprovalChallenge,
  createBatchChallenge,
  decideBatch,
  listBatches,
  requireBatch,
  retryBatch,
  rowCounts,
  submitBatch,
  totalsOf,
  validateBatch,
} from '../domain/payment-batches/index.js';
import { bankAccountRefsOf, requireBankAccount, requireTwoFactorByPolicy } from '../domain/team/index.js';
import { audit } from './audit-trail.js';
import { data, orgScope, queryString } from './helpers.js';
import { respondIdempotently } from './idempotent-response.js';
import { batchSummary, batchTotal, batchValidation, paymentBatch } from './payment-batch-presenters.js';
import { iso, pagedList } from './presenters.js';
import type { HandlerContext, HandlerMap } from './types.js';

type AuditScope = { ctx: HandlerContext; actor: User; orgRef: string };

/** What the audit log keeps of a batch: where it pays from, how much, how far it got. */
function auditFields(bank: Bank, batch: PaymentBatchRecord) {
  return {
    bank_account_ref: batch.bankAccountRef,
    name: batch.name,
    row_count: batch.rows.length,
    totals: totalsOf(batch).map(batchTotal),
    status: batch.status,
    row_counts: rowCounts(bank, batch),
    ...(batch.retryOf ? { retry_of: batch.retryOf } : {}),
  };
}

function auditCreated({ ctx, actor, orgRef }: AuditScope, batch: PaymentBatchRecord) {
  audit(ctx.bank, ctx.req, {
    orgRef,
    actor,
    action: 'payment_batch.created',
    target: { type: 'payment_batch', ref: batch.ref },
    after: auditFields(ctx.bank, batch),
  });
}

/** Bulk payments: validate, challenge, submit, list, read, retry, approve as one item. */
export const paymentBatchHandlers = {
  listPaymentBatches: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    const q = ctx.req.query;
    const bankAccount = queryString(q, 'bank_account');
    const list = listBatches(ctx.bank, orgRef, {
      status: queryString(q, 'status'),
      // A bank account of another organization filters to nothing.
      bankAccount: bankAccount
        ? (bankAccountRefsOf(ctx.bank.store, orgRef, bankAccount)[0] ?? '-')
        : undefined,
      ...(q.actionable === true ? { actionableFor: actor } : {}),
    });
    const page = paginate(list, q);
    return pagedList(page, (b) => batchSummary(ctx.bank, b, actor));
  },

  validatePaymentBatch: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    return data(
      batchValidation(validateBatch(ctx.bank, actor, orgRef, ctx.req.params.bankAccount, ctx.req.body)),
    );
  },

  createPaymentBatchChallenge: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    requireBankAccount(ctx.bank.store, actor, orgRef, ctx.req.params.bankAccount);
    requireTwoFactorByPolicy(ctx.bank.store, actor, orgRef);
    const c = createBatchChallenge(ctx.bank, actor, orgRef, ctx.req.params.bankAccount, ctx.req.body);
    return data({ challenge_ref: c.challengeRef, expires_at: iso(c.expiresAt) }, 201);
  },

  createPaymentBatch: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    const bankAccountRef = ctx.req.params.bankAccount;
    // Authorization first: another organization's account is 404 whatever the key, and the security policy's
    // refusal is not stored under it (rule SEC-12).
    requireBankAccount(ctx.bank.store, actor, orgRef, bankAccountRef);
    requireTwoFactorByPolicy(ctx.bank.store, actor, orgRef);
    return respondIdempotently(ctx, 'createPaymentBatch', () => {
      const batch = submitBatch(ctx.bank, actor, orgRef, bankAccountRef, ctx.req.body);
      auditCreated({ ctx, actor, orgRef }, batch);
      return data(paymentBatch(ctx.bank, batch, actor), 201);
    });
  },

  getPaymentBatch: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    return data(
      paymentBatch(ctx.bank, requireBatch(ctx.bank, actor, orgRef, ctx.req.params.paymentBatch), actor),
    );
  },

  retryPaymentBatch: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    const original = requireBatch(ctx.bank, actor, orgRef, ctx.req.params.paymentBatch);
    requireTwoFactorByPolicy(ctx.bank.store, actor, orgRef);
    return respondIdempotently(ctx, 'retryPaymentBatch', () => {
      const batch = retryBatch(ctx.bank, actor, original, ctx.req.body.authorization);
      auditCreated({ ctx, actor, orgRef }, batch);
      return data(paymentBatch(ctx.bank, batch, actor), 201);
    });
  },

  createPaymentBatchApprovalChallenge: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    const batch = requireBatch(ctx.bank, actor, orgRef, ctx.req.params.paymentBatch);
    const c = createBatchApprovalChallenge(ctx.bank, actor, batch);
    return data({ challenge_ref: c.challengeRef, expires_at: iso(c.expiresAt) }, 201);
  },

  decidePaymentBatch: (ctx) => {
    const { actor, orgRef } = orgScope(ctx);
    const batch = requireBatch(ctx.bank, actor, orgRef, ctx.req.params.paymentBatch);
    return respondIdempotently(ctx, 'decidePaymentBatch', () => {
      const outcome = decideBatch(ctx.bank, actor, batch, ctx.req.body);
      const approval = batch.approval;
      const action: AuditAction =
        outcome.decision === 'approve' ? 'payment_batch.approved' : 'payment_batch.rejected';
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor,
        action,
        target: { type: 'payment_batch', ref: batch.ref },
        before: { status: 'awaiting_approval' },
        after: {
          status: batch.status,
          approvals: approval?.approvals.length ?? 0,
          approvals_required: approval?.rule.approvalsRequired ?? 0,
          ...(approval?.rejection ? { reason: approval.rejection.reason } : {}),
          ...(outcome.completed && outcome.decision === 'approve'
            ? { row_counts: rowCounts(ctx.bank, batch) }
            : {}),
        },
      });
      return data(paymentBatch(ctx.bank, batch, actor));
    });
  },
} satisfies Partial<HandlerMap>;
