import type { components } from '@portal/api-types';
import { approvalsNeededText } from '../../../lib/approval-text';
import { dayjs } from '../../../lib/dayjs';
import { formatAmount } from '../../../lib/format-amount';

type ApprovalRule = components['schemas']['ApprovalRule'];
type PaymentApproval = components['schemas']['PaymentApproval'];

/** How long a payment has waited, in words: "waiting 2 hours" (rule APR-21). */
export function waitingText(createdAt: string, now: Date = new Date()): string {
  return `waiting ${dayjs(createdAt).from(dayjs(now), true)}`;
}

/** "1 of 2 approvals", "0 of 1 approval": the approvals given so far against those needed. */
export function progressText(approval: Pick<PaymentApproval, 'approvals' | 'approvals_required'>): string {
  const required = approval.approvals_required;
  return `${approval.approvals.length} of ${required} ${required === 1 ? 'approval' : 'approvals'}`;
}

/**
 * The rule that caught a payment, in plain words: "Payments of 10,000.00 GBP or more need 2 approvals from
 * Approvers or Admins", with its narrowing (a currency, one bank account, a first payment) when it has one.
 */
export function ruleText(rule: ApprovalRule, bankAccountName?: string): string {
  const scope = [
    rule.first_payment_to_recipient ? 'First payments to a recipient' : 'Payments',
    rule.currency ? `in ${rule.currency}` : null,
    rule.bank_account_ref ? `from ${bankAccountName ?? rule.bank_account_ref}` : null,
    `of ${formatAmount(rule.threshold, rule.threshold_currency, { withCode: true })} or more`,
  ];
  return `${scope.filter(Boolean).join(' ')} need ${approvalsNeededText(rule.approvals_required, rule.approver_roles)}`;
}
