import type { ApprovalRuleRecord } from '../approvals/index.js';
import { approverOf, eligibleApprovers, roleIn } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { type Store, setPaymentStatus } from '../bank/index.js';
import {
  approvalExpiredText,
  approvalRequestText,
  type NewNotification,
  notify,
  paymentStatusText,
} from '../notifications/index.js';
import type { PaymentRecord } from './payment-records.js';

/** How long a payment waits for its approvals before it expires (rule APR-09). */
export const APPROVAL_WAIT_MS = 72 * 3_600_000;

const paymentLink = (p: PaymentRecord): NewNotification['link'] => ({
  kind: 'payment',
  accountRef: p.orgRef,
  bankAccountRef: p.bankAccountRef,
  paymentRef: p.ref,
});

const factsOf = (p: PaymentRecord) => ({ amount: p.amount, currency: p.currency, payee: p.recipientName });

/**
 * Makes a new payment wait for approval under `rule` (a copy of it, so a later edit does not move it): no
 * funds reserved, nothing booked, and the clock expires it after APPROVAL_WAIT_MS (rules APR-07, APR-08).
 */
export function holdForApproval(
  store: Store,
  payment: PaymentRecord,
  maker: User,
  rule: ApprovalRuleRecord,
  requestedExecutionDate: string | null,
  at: number,
): void {
  const expiresAt = at + APPROVAL_WAIT_MS;
  setPaymentStatus(store, payment, 'awaiting_approval');
  payment.holding = false;
  payment.nextTransitionAt = expiresAt;
  payment.timeline.push({ status: 'awaiting_approval', at });
  payment.approval = {
    rule: { ...rule, approverRoles: [...rule.approverRoles] },
    maker: approverOf(maker, roleIn(maker, payment.orgRef) ?? 'member'),
    approvals: [],
    rejection: null,
    expiresAt,
    requestedExecutionDate,
  };
}

/** Tells every member who could approve the payment now that it waits for them (rule APR-16). */
export function notifyApprovers(bank: Bank, payment: PaymentRecord, at: number): void {
  const approval = payment.approval;
  if (!approval) return;
  for (const approver of eligibleApprovers(bank, payment.orgRef, approval.rule, payment.createdBy)) {
    const facts = {
      ...factsOf(payment),
      maker: approval.maker.name,
      approvalsRequired: approval.rule.approvalsRequired,
    };
    notify(bank.store, approver.userRef, {
      type: 'approval',
      text: (locale) => approvalRequestText(facts, locale),
      at,
      link: paymentLink(payment),
    });
  }
}

/** Tells the maker how their waiting payment ended, as an approval notification. */
export function notifyMaker(bank: Bank, payment: PaymentRecord, text: NewNotification['text'], at: number) {
  notify(bank.store, payment.createdBy, { type: 'approval', text, at, link: paymentLink(payment) });
}

export const approvedText =
  (p: PaymentRecord): NewNotification['text'] =>
  (locale) =>
    paymentStatusText('approved', factsOf(p), locale);

/** The clock's move past a waiting payment's deadline: `expired`, and its maker told (rule APR-09). */
export function expireApproval(bank: Bank, payment: PaymentRecord, at: number): void {
  setPaymentStatus(bank.store, payment, 'expired');
  payment.nextTransitionAt = null;
  payment.updatedAt = at;
  payment.timeline.push({ status: 'expired', at });
  const facts = factsOf(payment);
  notifyMaker(bank, payment, (locale) => approvalExpiredText(facts, locale), at);
}

export { factsOf as paymentFacts };
