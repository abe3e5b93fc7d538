import { ROLE_LABELS } from '@portal/api-types/role-labels';
import type { components } from '@portal/api-types/schema';
import { available, requireBalance } from '../accounts/index.js';
import type { PaymentApprovalRecord } from '../approvals/index.js';
import { approverOf, eligibleRole, roleIn, rolesInWords } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import { signWithChallenge } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, newRef, notFound, setPaymentStatus, validation } from '../bank/index.js';
import { approvalRejectedText, approvedButUnfundedText } from '../notifications/index.js';
import { requireOrg } from '../team/index.js';
import { approvedText, notifyMaker, paymentFacts } from './approval-hold.js';
import { setOff } from './payment-lifecycle.js';
import type { PaymentRecord } from './payment-records.js';
import { scheduleOnApproval } from './payment-schedule.js';

const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_REASON = 500;

/** What waits for approval: a payment, or a bulk payment batch as one item (`noun` names it in the reasons). */
export type ApprovalSubject = {
  approval?: PaymentApprovalRecord | null;
  createdBy: string;
  orgRef: string;
  noun?: 'payment' | 'batch';
};

/** Why this user cannot approve this waiting payment now, or null when they can (rules APR-10, APR-11, APR-12). */
export function approvalRefusal(
  user: User,
  subject: ApprovalSubject,
): { status: 403 | 422; reason: string } | null {
  const noun = subject.noun ?? 'payment';
  const approval = subject.approval;
  if (!approval) return { status: 422, reason: `This ${noun} does not need approval.` };
  if (subject.createdBy === user.ref)
    return { status: 403, reason: `You made this ${noun}: someone else must approve it.` };
  const role = roleIn(user, subject.orgRef);
  if (!eligibleRole(approval.rule, role)) {
    const yours = role ? ` Your role is ${ROLE_LABELS[role]}.` : '';
    return {
      status: 403,
      reason: `This ${noun} needs an approval from ${rolesInWords(approval.rule.approverRoles)}.${yours}`,
    };
  }
  if (approval.approvals.some((a) => a.userRef === user.ref))
    return { status: 422, reason: `You have already approved this ${noun}.` };
  return null;
}

export const TWO_FACTOR_NEEDED =
  'Approving payments needs two-factor authentication. Turn it on in Security settings first.';

/** What the approvals list says to this user about a waiting payment: can they approve it, and if not, why. */
export function approvalStanding(
  user: User,
  payment: ApprovalSubject,
): { canApprove: boolean; reason: string | null } {
  const refusal = approvalRefusal(user, payment);
  if (refusal) return { canApprove: false, reason: refusal.reason };
  if (!user.twoFactorSecret) return { canApprove: false, reason: TWO_FACTOR_NEEDED };
  return { canApprove: true, reason: null };
}

/** The organization's payments awaiting approval, oldest first (rule APR-13). */
export function waitingPayments(bank: Bank, orgRef: string): PaymentRecord[] {
  return [...bank.store.payments.values()]
    .filter((p) => p.orgRef === orgRef && p.status === 'awaiting_approval')
    .sort((a, b) => a.createdAt - b.createdAt || (a.ref < b.ref ? -1 : 1));
}

function requireWaitingPayment(bank: Bank, orgRef: string, ref: string): PaymentRecord {
  const payment = bank.store.payments.get(ref);
  if (!payment || payment.orgRef !== orgRef || payment.status !== 'awaiting_approval')
    throw notFound('payment awaiting approval');
  return payment;
}

/**
 * A challenge, valid 5 minutes, over exactly these payments (amount, currency, payee, ref): dynamic linking as
 * for creating a payment. Each must be one the caller may approve (422 with the reason); approving is always
 * signed, so a caller without two-factor authentication gets 409 (rule APR-14).
 */
export function createApprovalChallenge(
  bank: Bank,
  user: User,
  orgRef: string,
  paymentRefs: readonly string[],
) {
  requireOrg(bank.store, user, orgRef);
  const payments = paymentRefs.map((ref) => requireWaitingPayment(bank, orgRef, ref));
  for (const p of payments) {
    const refusal = approvalRefusal(user, p);
    if (refusal) {
      throw new DomainError(422, refusal.reason, {
        code: 'approval_not_allowed',
        errors: { payment_refs: [refusal.reason] },
      });
    }
  }
  if (!user.twoFactorSecret) {
    throw new DomainError(409, TWO_FACTOR_NEEDED, { code: 'two_factor_required' });
  }
  const ref = newRef(bank.store, 'chl');
  const expiresAt = bank.clock.now() + CHALLENGE_TTL_MS;
  bank.store.approvalChallenges.set(ref, {
    ref,
    userRef: user.ref,
    orgRef,
    payments: payments.map((p) => ({
      ref: p.ref,
      recipientRef: p.recipientRef,
      amount: p.amount,
      currency: p.currency,
    })),
    expiresAt,
    used: false,
    failures: 0,
  });
  return { challengeRef: ref, expiresAt };
}

type DecisionRequest = components['schemas']['ApprovalDecisionRequest'];

/** One payment's outcome of a decision, for the audit log. */
export type DecisionOutcome = {
  payment: PaymentRecord;
  decision: 'approve' | 'reject';
  /** Whether this approval was the last one needed (the payment moved on). */
  completed: boolean;
  /** Why an approved payment failed at once (the balance no longer covers it). */
  failure: string | null;
};

export function rejectionReason(input: DecisionRequest): string {
  const reason = (input.reason ?? '').trim();
  if (reason === '') throw validation({ reason: ['Give a reason for the rejection.'] });
  if (reason.length > MAX_REASON)
    throw validation({ reason: [`The reason can be at most ${MAX_REASON} characters.`] });
  return reason;
}

/** The challenge the decision is signed with: this caller's, in this organization, unused and in time. */
function boundChallenge(bank: Bank, user: User, orgRef: string, input: DecisionRequest) {
  const challenge = bank.store.approvalChallenges.get(input.authorization.challenge_ref);
  const valid =
    challenge &&
    !challenge.used &&
    challenge.expiresAt > bank.clock.now() &&
    challenge.userRef === user.ref &&
    challenge.orgRef === orgRef;
  if (!valid) {
    const message = 'The authorization does not match these payments. Request a new code.';
    throw new DomainError(422, message, { code: 'two_factor_invalid', errors: { authorization: [message] } });
  }
  return challenge;
}

/** The payments of the challenge, each still waiting, unchanged and decidable by this user now. */
function decidablePayments(
  bank: Bank,
  user: User,
  bound: ReturnType<typeof boundChallenge>,
): PaymentRecord[] {
  return bound.payments.map((b) => {
    const payment = bank.store.payments.get(b.ref);
    if (!payment || payment.orgRef !== bound.orgRef) throw notFound('payment awaiting approval');
    if (
      payment.recipientRef !== b.recipientRef ||
      payment.amount !== b.amount ||
      payment.currency !== b.currency
    ) {
      const message = 'The authorization does not match these payments. Request a new code.';
      throw new DomainError(422, message, {
        code: 'two_factor_invalid',
        errors: { authorization: [message] },
      });
    }
    if (payment.status !== 'awaiting_approval') {
      throw new DomainError(
        409,
        `The payment of ${paymentFacts(payment).payee} is no longer awaiting approval (${payment.status.replace('_', ' ')}).`,
        { code: 'approval_not_pending' },
      );
    }
    const refusal = approvalRefusal(user, payment);
    if (refusal) {
      throw new DomainError(refusal.status, refusal.reason, {
        code: refusal.status === 403 ? 'forbidden' : 'approval_not_allowed',
      });
    }
    return payment;
  });
}

/**
 * The approval that completes the count moves the payment on exactly once: the balance is checked now
 * (nothing was reserved while it waited), then it goes as createPayment would have sent it (rule APR-08).
 */
function complete(bank: Bank, payment: PaymentRecord, at: number): string | null {
  payment.nextTransitionAt = null;
  payment.updatedAt = at;
  payment.timeline.push({ status: 'approved', at });
  const balance = requireBalance(bank.store, payment.bankAccountRef, payment.currency);
  if (payment.amount + payment.fee > available(balance)) {
    setPaymentStatus(bank.store, payment, 'failed');
    payment.timeline.push({ status: 'failed', at });
    const facts = { ...paymentFacts(payment), available: available(balance) };
    notifyMaker(bank, payment, (locale) => approvedButUnfundedText(facts, locale), at);
    // The answer's failure reason, like the contract's other messages, is British English.
    return approvedButUnfundedText(facts).body;
  }
  setOff(bank, payment, scheduleOnApproval(bank, payment.approval?.requestedExecutionDate ?? null), at);
  notifyMaker(bank, payment, approvedText(payment), at);
  return null;
}

/**
 * Approves, or rejects with a reason, every payment of the challenge, signed with a TOTP code. Synchronous
 * from the first check to the last change, so two approvers racing for the last slot give one transition
 * and the other a 409 (rules APR-10, APR-15).
 */
export function decidePayments(
  bank: Bank,
  user: User,
  orgRef: string,
  input: DecisionRequest,
): DecisionOutcome[] {
  requireOrg(bank.store, user, orgRef);
  const reason = input.decision === 'reject' ? rejectionReason(input) : null;
  if (!user.twoFactorSecret) throw new DomainError(409, TWO_FACTOR_NEEDED, { code: 'two_factor_required' });
  const challenge = boundChallenge(bank, user, orgRef, input);
  const payments = decidablePayments(bank, user, challenge);
  signWithChallenge(bank, user, challenge, input.authorization.code, {
    field: 'code',
    spentMessage: 'Too many wrong codes. Request a new code.',
  });
  const now = bank.clock.now();
  const role = roleIn(user, orgRef) ?? 'member';
  return payments.map((payment) => {
    const approval = payment.approval;
    if (!approval) throw notFound('payment awaiting approval');
    if (reason !== null) {
      approval.rejection = { ...approverOf(user, role), reason, at: now };
      setPaymentStatus(bank.store, payment, 'rejected');
      payment.nextTransitionAt = null;
      payment.updatedAt = now;
      payment.timeline.push({ status: 'rejected', at: now });
      const facts = { ...paymentFacts(payment), approver: approval.rejection.name, reason };
      notifyMaker(bank, payment, (locale) => approvalRejectedText(facts, locale), now);
      return { payment, decision: 'reject' as const, completed: true, failure: null };
    }
    approval.approvals.push({ ...approverOf(user, role), at: now });
    payment.updatedAt = now;
    const completed = approval.approvals.length >= approval.rule.approvalsRequired;
    const failure = completed ? complete(bank, payment, now) : null;
    return { payment, decision: 'approve' as const, completed, failure };
  });
}

/** The maker withdraws a waiting payment: nothing was reserved, so nothing moves (rule APR-17). */
export function recallPayment(bank: Bank, user: User, payment: PaymentRecord): PaymentRecord {
  if (payment.createdBy !== user.ref) {
    throw new DomainError(403, 'Only the person who made this payment can recall it.', { code: 'forbidden' });
  }
  if (payment.status !== 'awaiting_approval') {
    throw new DomainError(409, 'Only a payment awaiting approval can be recalled.', {
      code: 'payment_not_recallable',
    });
  }
  const now = bank.clock.now();
  setPaymentStatus(bank.store, payment, 'recalled');
  payment.nextTransitionAt = null;
  payment.updatedAt = now;
  payment.timeline.push({ status: 'recalled', at: now });
  return payment;
}
