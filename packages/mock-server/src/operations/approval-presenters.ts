import type { components } from '@portal/api-types/schema';
import type { ApprovalRuleRecord, ApproverRecord, PaymentApprovalRecord } from '../domain/approvals/index.js';
import { formatMinor } from '../domain/bank/index.js';
import { iso } from './iso-time.js';

type S = components['schemas'];

export function approvalRule(r: ApprovalRuleRecord): S['ApprovalRule'] {
  return {
    ref: r.ref,
    threshold: formatMinor(r.threshold, r.thresholdCurrency),
    threshold_currency: r.thresholdCurrency,
    bank_account_ref: r.bankAccountRef,
    currency: r.currency,
    first_payment_to_recipient: r.firstPaymentToRecipient,
    approvals_required: r.approvalsRequired,
    approver_roles: [...r.approverRoles],
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

export const approver = (a: ApproverRecord): S['Approver'] => ({
  user_ref: a.userRef,
  name: a.name,
  role: a.role,
});

export function paymentApproval(a: PaymentApprovalRecord): S['PaymentApproval'] {
  return {
    rule_ref: a.rule.ref,
    maker: approver(a.maker),
    approvals_required: a.rule.approvalsRequired,
    approvals: a.approvals.map((x) => ({ approver: approver(x), at: iso(x.at) })),
    rejection: a.rejection
      ? { approver: approver(a.rejection), reason: a.rejection.reason, at: iso(a.rejection.at) }
      : null,
    expires_at: iso(a.expiresAt),
  };
}
