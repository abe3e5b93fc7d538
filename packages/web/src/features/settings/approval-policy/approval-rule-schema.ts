import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { roleValues } from '@portal/api-types/schema';
import { z } from 'zod';
import { AMOUNT_MESSAGES, normaliseAmount, validateAmount } from '../../../domains/accounts/bank-validators';
import { zodMessage } from '../../../lib/i18n/zod-message';
import type { ApprovalRule, ApprovalRuleInput } from '../api/approval-rules';

type Role = components['schemas']['Role'];

export const APPROVALS_REQUIRED_MIN = 1;
export const APPROVALS_REQUIRED_MAX = 5;

export const THRESHOLD_REQUIRED_TEXT = msg`Enter the threshold (0 for every payment).`;
export const THRESHOLD_CURRENCY_REQUIRED_TEXT = msg`Choose the threshold currency.`;
export const APPROVER_ROLES_REQUIRED_TEXT = msg`Choose at least one role that may approve.`;

/**
 * The rule form (rule APR-42). Selects hold strings: '' is "any" for the bank account and the currency, and
 * the approvals required are '1'..'5'. The threshold is the plain decimal string of the amount field.
 */
export const approvalRuleSchema = z
  .object({
    threshold: z.string(),
    threshold_currency: z.string().min(1, zodMessage(THRESHOLD_CURRENCY_REQUIRED_TEXT)),
    bank_account_ref: z.string(),
    currency: z.string(),
    first_payment_to_recipient: z.boolean(),
    approvals_required: z.string(),
    approver_roles: z
      .array(z.enum(roleValues as [Role, ...Role[]]))
      .min(1, zodMessage(APPROVER_ROLES_REQUIRED_TEXT)),
  })
  .superRefine((values, context) => {
    const message = thresholdError(values.threshold, values.threshold_currency);
    if (message) context.addIssue({ code: 'custom', path: ['threshold'], message });
  });

export type ApprovalRuleFormValues = z.input<typeof approvalRuleSchema>;

/** The threshold's check: the amount rules of a payment, except that 0 (every payment) is allowed. */
export function thresholdError(threshold: string, currency: string): string | null {
  const message = validateAmount(threshold, currency || 'GBP');
  if (message === AMOUNT_MESSAGES.required) return i18n._(THRESHOLD_REQUIRED_TEXT);
  if (message === AMOUNT_MESSAGES.zero) return null;
  return message;
}

export const APPROVAL_RULE_FIELDS = [
  'threshold',
  'threshold_currency',
  'bank_account_ref',
  'currency',
  'first_payment_to_recipient',
  'approvals_required',
  'approver_roles',
] as const;

/** A new rule: no threshold yet, in the organization's first currency, one approval from any eligible role. */
export const emptyApprovalRule = (
  currency: string,
  approverRoles: readonly Role[],
): ApprovalRuleFormValues => ({
  threshold: '',
  threshold_currency: currency,
  bank_account_ref: '',
  currency: '',
  first_payment_to_recipient: false,
  approvals_required: '1',
  approver_roles: [...approverRoles],
});

/** A saved rule in the form, to edit it. */
export const approvalRuleFormValues = (rule: ApprovalRule): ApprovalRuleFormValues => ({
  threshold: rule.threshold,
  threshold_currency: rule.threshold_currency,
  bank_account_ref: rule.bank_account_ref ?? '',
  currency: rule.currency ?? '',
  first_payment_to_recipient: rule.first_payment_to_recipient,
  approvals_required: String(rule.approvals_required),
  approver_roles: [...rule.approver_roles],
});

/** The form's values as the contract's ApprovalRuleInput ('' back to null, the count back to a number). */
export const approvalRuleBody = (values: ApprovalRuleFormValues): ApprovalRuleInput => ({
  threshold: normaliseAmount(values.threshold),
  threshold_currency: values.threshold_currency,
  bank_account_ref: values.bank_account_ref || null,
  currency: values.currency || null,
  first_payment_to_recipient: values.first_payment_to_recipient,
  approvals_required: Number(values.approvals_required),
  approver_roles: values.approver_roles,
});
