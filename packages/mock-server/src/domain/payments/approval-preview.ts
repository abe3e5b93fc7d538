import type { components } from '@portal/api-types/schema';
import type { ApprovalRuleRecord, ApproverRecord } from '../approvals/index.js';
import { eligibleApprovers } from '../approvals/index.js';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag } from '../bank/index.js';
import { requireBankAccount } from '../team/index.js';
import { matchingRule } from './approval-matching.js';
import { checkTarget } from './payment-input.js';

export type ApprovalPreview = { rule: ApprovalRuleRecord | null; approvers: ApproverRecord[] };

/**
 * For a payment the caller is about to make: the rule that will hold it and who could approve it (never the
 * caller), with the same field checks as the payment itself; nothing is stored (rule APR-18).
 */
export function previewApproval(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  draft: components['schemas']['PaymentChallengeRequest'],
): ApprovalPreview {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const target = checkTarget(bank, account, draft, bag);
  bag.throwIfAny();
  if (!target) throw new DomainError(422, 'The given data was invalid.');
  const rule = matchingRule(bank, {
    orgRef,
    bankAccountRef,
    recipientRef: target.recipient.ref,
    amount: target.amount,
    currency: target.currency,
  });
  return { rule, approvers: rule ? eligibleApprovers(bank, orgRef, rule, user.ref) : [] };
}
