import { plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { formatAmount } from '../../lib/format-amount';
import { approvalsNeededText } from './approval-text';

type ApprovalRuleInput = components['schemas']['ApprovalRuleInput'];

/** What a summary needs of a rule: a saved one, or the one being edited. */
export type SummarizedRule = Pick<
  ApprovalRuleInput,
  | 'threshold'
  | 'threshold_currency'
  | 'bank_account_ref'
  | 'currency'
  | 'first_payment_to_recipient'
  | 'approvals_required'
  | 'approver_roles'
>;

/** "2 approvals from Approvers or Admins"; without roles yet (a rule being edited), just the count. */
function approvalsText(approvals: number, roles: SummarizedRule['approver_roles']): string {
  if (roles.length > 0) return approvalsNeededText(approvals, roles);
  return plural(approvals, { one: '# approval', other: '# approvals' });
}

/**
 * A rule in plain words (rule APR-40): "Payments of 10,000.00 GBP or more in EUR from Operating account need 2
 * approvals from Approvers or Admins"; a zero threshold is any amount ("Every payment needs 1 approval from an
 * Owner", "A first payment to a recipient needs …"). A payment matches at the threshold itself, hence "or
 * more". The threshold is formatted from its decimal string with the threshold currency's minor units; a bank
 * account is named by `bankAccountName` (its ref when it is not one of the organization's). Shared, so every
 * screen that names a rule (the policy editor, the approvals) says it alike.
 */
export function summarizeApprovalRule(
  rule: SummarizedRule,
  bankAccountName: (ref: string) => string | undefined = () => undefined,
): string {
  const anyAmount = !/[1-9]/.test(rule.threshold);
  const single = rule.first_payment_to_recipient || (anyAmount && !rule.currency && !rule.bank_account_ref);
  // Each condition is a phrase of its own: the rule's sentence takes them in this order.
  const conditions: string[] = [];
  if (!anyAmount) {
    const threshold = formatAmount(rule.threshold, rule.threshold_currency, { withCode: true });
    conditions.push(t`of ${threshold} or more`);
  }
  if (rule.currency) {
    const currency = rule.currency;
    conditions.push(t`in ${currency}`);
  }
  if (rule.bank_account_ref) {
    const account = bankAccountName(rule.bank_account_ref) ?? rule.bank_account_ref;
    conditions.push(t`from ${account}`);
  }
  const approvals = approvalsText(rule.approvals_required, rule.approver_roles);
  const which = conditions.join(' ');
  if (rule.first_payment_to_recipient)
    return which
      ? t`A first payment to a recipient ${which} needs ${approvals}`
      : t`A first payment to a recipient needs ${approvals}`;
  // Every payment: no condition at all; otherwise at least one condition narrows the rule.
  if (single) return t`Every payment needs ${approvals}`;
  return t`Payments ${which} need ${approvals}`;
}
