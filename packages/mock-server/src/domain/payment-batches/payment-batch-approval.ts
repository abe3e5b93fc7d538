import type { components } from '@portal/api-types/schema';
import type { ApprovalRuleRecord } from '../approvals/index.js';
import { approverOf, eligibleApprovers, roleIn } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import { signWithChallenge } from '../auth/index.js';
import type { Bank, Locale } from '../bank/index.js';
import { DomainError, newRef, setPaymentBatchStatus } from '../bank/index.js';
import { notify } from '../notifications/index.js';
import { APPROVAL_WAIT_MS, approvalRefusal, rejectionReason, TWO_FACTOR_NEEDED } from '../payments/index.js';
import { factsOf, makeRowPayments, totalsOf } from './payment-batch-progress.js';
import type { PaymentBatchRecord } from './payment-batch-records.js';
import { batchApprovalRequestText, batchApprovedText, batchRejectedText } from './payment-batch-texts.js';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** A batch as the approval rules see it (approval-decisions.ts names it a batch in its reasons). */
export const approvalSubject = (batch: PaymentBatchRecord) => ({
  approval: batch.approval,
  createdBy: batch.createdBy.userRef,
  orgRef: batch.orgRef,
  noun: 'batch' as const,
});

/**
 * Holds a new batch for approval under `rule` as one item (rule BULK-08): a copy of the rule, nothing reserved,
 * every row waiting, expiring after 72 hours; the members who could approve it are told.
 */
export function holdBatch(bank: Bank, batch: PaymentBatchRecord, maker: User, rule: ApprovalRuleRecord) {
  const at = batch.createdAt;
  setPaymentBatchStatus(bank.store, batch, 'awaiting_approval');
  for (const row of batch.rows) row.status = 'awaiting_approval';
  batch.approval = {
    rule: { ...rule, approverRoles: [...rule.approverRoles] },
    maker: approverOf(maker, roleIn(maker, batch.orgRef) ?? 'member'),
    approvals: [],
    rejection: null,
    expiresAt: at + APPROVAL_WAIT_MS,
    requestedExecutionDate: null,
  };
  const facts = { ...factsOf(batch), maker: batch.createdBy.name, approvalsRequired: rule.approvalsRequired };
  const text = (locale: Locale) => batchApprovalRequestText(facts, locale);
  for (const approver of eligibleApprovers(bank, batch.orgRef, rule, maker.ref)) {
    notify(bank.store, approver.userRef, { type: 'approval', text, at });
  }
}

function requireWaiting(batch: PaymentBatchRecord): void {
  if (batch.status !== 'awaiting_approval') {
    throw new DomainError(
      409,
      `This batch is no longer awaiting approval (${batch.status.replace('_', ' ')}).`,
      {
        code: 'approval_not_pending',
      },
    );
  }
}

/** A challenge, valid 5 minutes, over the waiting batch's count and totals per currency (rule BULK-08). */
export function createBatchApprovalChallenge(bank: Bank, user: User, batch: PaymentBatchRecord) {
  requireWaiting(batch);
  const refusal = approvalRefusal(user, approvalSubject(batch));
  if (refusal) {
    throw new DomainError(422, refusal.reason, { code: 'approval_not_allowed' });
  }
  if (!user.twoFactorSecret) throw new DomainError(409, TWO_FACTOR_NEEDED, { code: 'two_factor_required' });
  const ref = newRef(bank.store, 'chl');
  const expiresAt = bank.clock.now() + CHALLENGE_TTL_MS;
  bank.store.paymentBatchChallenges.set(ref, {
    ref,
    userRef: user.ref,
    orgRef: batch.orgRef,
    bankAccountRef: batch.bankAccountRef,
    batchRef: batch.ref,
    totals: totalsOf(batch).map((t) => ({ currency: t.currency, count: t.count, amount: t.amount })),
    expiresAt,
    used: false,
    failures: 0,
  });
  return { challengeRef: ref, expiresAt };
}

type DecisionRequest = components['schemas']['ApprovalDecisionRequest'];

/** The batch's outcome of one decision, for the audit log. */
export type BatchDecision = { decision: 'approve' | 'reject'; completed: boolean };

/**
 * Approves, or rejects with a reason, a waiting batch as one item, signed with a TOTP code for its challenge:
 * the same rules as for payments (maker never approves, once per person, rejection needs a reason). The
 * approval completing the count makes the rows' payments, exactly once: synchronous from check to change.
 */
export function decideBatch(
  bank: Bank,
  user: User,
  batch: PaymentBatchRecord,
  input: DecisionRequest,
): BatchDecision {
  const reason = input.decision === 'reject' ? rejectionReason(input) : null;
  if (!user.twoFactorSecret) throw new DomainError(409, TWO_FACTOR_NEEDED, { code: 'two_factor_required' });
  const challenge = bank.store.paymentBatchChallenges.get(input.authorization.challenge_ref);
  if (
    !challenge ||
    challenge.used ||
    challenge.expiresAt <= bank.clock.now() ||
    challenge.userRef !== user.ref ||
    challenge.batchRef !== batch.ref
  ) {
    const message = 'The authorization does not match this batch. Request a new code.';
    throw new DomainError(422, message, { code: 'two_factor_invalid', errors: { authorization: [message] } });
  }
  requireWaiting(batch);
  const refusal = approvalRefusal(user, approvalSubject(batch));
  if (refusal) {
    throw new DomainError(refusal.status, refusal.reason, {
      code: refusal.status === 403 ? 'forbidden' : 'approval_not_allowed',
    });
  }
  signWithChallenge(bank, user, challenge, input.authorization.code, {
    field: 'code',
    spentMessage: 'Too many wrong codes. Request a new code.',
  });
  const approval = batch.approval;
  if (!approval)
    throw new DomainError(409, 'This batch does not need approval.', { code: 'approval_not_pending' });
  const now = bank.clock.now();
  const who = approverOf(user, roleIn(user, batch.orgRef) ?? 'member');
  batch.updatedAt = now;
  if (reason !== null) {
    approval.rejection = { ...who, reason, at: now };
    setPaymentBatchStatus(bank.store, batch, 'rejected');
    for (const row of batch.rows) row.status = 'rejected';
    const facts = { ...factsOf(batch), approver: who.name, reason };
    notify(bank.store, batch.createdBy.userRef, {
      type: 'approval',
      text: (locale) => batchRejectedText(facts, locale),
      at: now,
    });
    return { decision: 'reject', completed: true };
  }
  approval.approvals.push({ ...who, at: now });
  const completed = approval.approvals.length >= approval.rule.approvalsRequired;
  if (completed) {
    const facts = factsOf(batch);
    notify(bank.store, batch.createdBy.userRef, {
      type: 'approval',
      text: (locale) => batchApprovedText(facts, locale),
      at: now,
    });
    makeRowPayments(bank, batch, true);
  }
  return { decision: 'approve', completed };
}
