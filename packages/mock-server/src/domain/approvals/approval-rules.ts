import { ROLE_LABELS } from '@portal/api-types/role-labels';
import type { components } from '@portal/api-types/schema';
import type { Bank } from '../bank/index.js';
import {
  DomainError,
  FieldErrorBag,
  isFxCurrency,
  newRef,
  notFound,
  parsePositiveAmount,
} from '../bank/index.js';
import { bankAccountsOf, fullName, listMembers } from '../team/index.js';
import type { ApprovalRuleRecord } from './approval-records.js';
import {
  approversInWords,
  approvesPayments,
  eligibleApprovers,
  makesPayments,
  rolesInWords,
} from './approvers.js';

type RuleInput = components['schemas']['ApprovalRuleInput'];

/** The most rules an organization keeps (the list's `maxItems`). */
export const MAX_APPROVAL_RULES = 50;

/** The organization's rules, oldest first (rule APR-01). */
export const listApprovalRules = (bank: Pick<Bank, 'store'>, orgRef: string): ApprovalRuleRecord[] =>
  [...bank.store.approvalRules.values()].filter((r) => r.orgRef === orgRef);

/** A rule of this organization, else 404 (another organization's rule is as unknown as a missing one). */
export function requireApprovalRule(bank: Bank, orgRef: string, ref: string): ApprovalRuleRecord {
  const rule = bank.store.approvalRules.get(ref);
  if (!rule || rule.orgRef !== orgRef) throw notFound('approval rule');
  return rule;
}

/** A threshold of zero or more, in at most the currency's minor units (rule APR-02). */
function parseThreshold(value: string, currency: string, bag: FieldErrorBag): bigint | null {
  if (/^-/.test(value)) {
    bag.add('threshold', 'The threshold must be zero or more.');
    return null;
  }
  // Zero is a threshold (every payment), though not an amount: checked as one cent would be.
  const zero = /^0(\.0*)?$/.test(value);
  const parsed = parsePositiveAmount(zero ? value.replace(/0$/, '1') : value, currency);
  if (!parsed.ok) {
    bag.add(
      'threshold',
      parsed.message.replace('The amount', 'The threshold').replace(' amounts', ' thresholds'),
    );
    return null;
  }
  return zero ? 0n : parsed.minor;
}

/** The input's field errors, or the rule's fields (rule APR-02). */
function checkInput(
  bank: Bank,
  orgRef: string,
  input: RuleInput,
): Omit<ApprovalRuleRecord, 'ref' | 'createdAt' | 'updatedAt'> {
  const bag = new FieldErrorBag();
  const thresholdCurrency = input.threshold_currency;
  if (!isFxCurrency(thresholdCurrency))
    bag.add(
      'threshold_currency',
      `The bank quotes no rate for ${thresholdCurrency}: choose another currency.`,
    );
  const threshold = parseThreshold(
    input.threshold,
    isFxCurrency(thresholdCurrency) ? thresholdCurrency : 'XXX',
    bag,
  );
  if (input.currency !== null && !isFxCurrency(input.currency))
    bag.add('currency', `The bank quotes no rate for ${input.currency}: choose another currency.`);
  if (
    input.bank_account_ref !== null &&
    !bankAccountsOf(bank.store, orgRef).some((a) => a.ref === input.bank_account_ref)
  )
    bag.add('bank_account_ref', 'The selected bank account is invalid.');
  const cannot = input.approver_roles.filter((r) => !approvesPayments(r));
  if (cannot.length > 0) {
    const labels = cannot.map((r) => ROLE_LABELS[r]).join(', ');
    bag.add('approver_roles', `These roles cannot approve payments: ${labels}. Choose roles that can.`);
  }
  bag.throwIfAny();
  return {
    orgRef,
    threshold: threshold ?? 0n,
    thresholdCurrency,
    bankAccountRef: input.bank_account_ref,
    currency: input.currency,
    firstPaymentToRecipient: input.first_payment_to_recipient,
    approvalsRequired: input.approvals_required,
    approverRoles: [...input.approver_roles],
  };
}

const approvals = (n: number) => (n === 1 ? '1 approval' : `${n} approvals`);

/**
 * Refuses a rule that some maker could never get approved: for every member who may make payments, the
 * eligible members other than them must be at least `approvals_required` (rule APR-03).
 */
export function checkSatisfiable(
  bank: Bank,
  orgRef: string,
  rule: Pick<ApprovalRuleRecord, 'approverRoles' | 'approvalsRequired'>,
): void {
  for (const maker of listMembers(bank, orgRef)) {
    if (!makesPayments(maker.membership.role)) continue;
    const others = eligibleApprovers(bank, orgRef, rule, maker.user.ref);
    if (others.length >= rule.approvalsRequired) continue;
    const who =
      others.length === 0
        ? `no other member is ${rolesInWords(rule.approverRoles)}`
        : `only ${approversInWords(others)} could approve them`;
    const message = `Approval blocked: payments made by ${fullName(maker.user)} need ${approvals(rule.approvalsRequired)} from ${rolesInWords(rule.approverRoles)}, but ${who}.`;
    throw new DomainError(422, message, {
      code: 'approval_blocked',
      errors: { approvals_required: [message] },
    });
  }
}

export function createApprovalRule(bank: Bank, orgRef: string, input: RuleInput): ApprovalRuleRecord {
  const fields = checkInput(bank, orgRef, input);
  if (listApprovalRules(bank, orgRef).length >= MAX_APPROVAL_RULES) {
    throw new DomainError(422, `An organization can have at most ${MAX_APPROVAL_RULES} approval rules.`, {
      code: 'validation_failed',
      errors: { threshold: [`An organization can have at most ${MAX_APPROVAL_RULES} approval rules.`] },
    });
  }
  checkSatisfiable(bank, orgRef, fields);
  const now = bank.clock.now();
  const rule: ApprovalRuleRecord = {
    ...fields,
    ref: newRef(bank.store, 'apr'),
    createdAt: now,
    updatedAt: now,
  };
  bank.store.approvalRules.set(rule.ref, rule);
  return rule;
}

/** Replaces a rule's fields; payments already waiting keep their copy of the rule (rule APR-04). */
export function updateApprovalRule(
  bank: Bank,
  orgRef: string,
  ref: string,
  input: RuleInput,
): { before: ApprovalRuleRecord; after: ApprovalRuleRecord } {
  const rule = requireApprovalRule(bank, orgRef, ref);
  const fields = checkInput(bank, orgRef, input);
  checkSatisfiable(bank, orgRef, fields);
  const before = { ...rule, approverRoles: [...rule.approverRoles] };
  Object.assign(rule, fields, { updatedAt: bank.clock.now() });
  return { before, after: rule };
}

export function deleteApprovalRule(bank: Bank, orgRef: string, ref: string): ApprovalRuleRecord {
  const rule = requireApprovalRule(bank, orgRef, ref);
  bank.store.approvalRules.delete(ref);
  return rule;
}
