import type { ApprovalRuleRecord } from '../approvals/index.js';
import { listApprovalRules } from '../approvals/index.js';
import type { Bank } from '../bank/index.js';
import { convert, midRate } from '../bank/index.js';
import type { PaymentStatus } from './payment-records.js';

/** What matching reads of the bank: its rules and payments, and the mid rates at its time (the seed has no more). */
export type RuleContext = Pick<Bank, 'config' | 'clock' | 'store'>;

/** What a rule looks at in a payment about to be made. */
export type ApprovalDraft = {
  orgRef: string;
  bankAccountRef: string;
  recipientRef: string;
  amount: bigint;
  currency: string;
};

/** Payments that never left: they do not make a later payment to that recipient a repeat one. */
const NEVER_SENT: readonly PaymentStatus[] = [
  'awaiting_approval',
  'rejected',
  'expired',
  'recalled',
  'cancelled',
];

function isFirstPaymentTo(bank: RuleContext, orgRef: string, recipientRef: string): boolean {
  for (const p of bank.store.payments.values()) {
    if (p.orgRef === orgRef && p.recipientRef === recipientRef && !NEVER_SENT.includes(p.status))
      return false;
  }
  return true;
}

/** The amount in the rule's threshold currency at the bank's indicative mid rate now (rule APR-05). */
export function amountIn(bank: RuleContext, draft: ApprovalDraft, currency: string): bigint {
  if (draft.currency === currency) return draft.amount;
  const rate = midRate(bank.config.seed, draft.currency, currency, bank.clock.now());
  return convert(draft.amount, draft.currency, currency, rate);
}

/** Whether a rule looks at this payment at all (its bank account, currency, first payments), whatever the amount. */
export function ruleLooksAt(bank: RuleContext, rule: ApprovalRuleRecord, draft: ApprovalDraft): boolean {
  if (rule.bankAccountRef !== null && rule.bankAccountRef !== draft.bankAccountRef) return false;
  if (rule.currency !== null && rule.currency !== draft.currency) return false;
  if (rule.firstPaymentToRecipient && !isFirstPaymentTo(bank, draft.orgRef, draft.recipientRef)) return false;
  return true;
}

export function ruleMatches(bank: RuleContext, rule: ApprovalRuleRecord, draft: ApprovalDraft): boolean {
  return ruleLooksAt(bank, rule, draft) && amountIn(bank, draft, rule.thresholdCurrency) >= rule.threshold;
}

/**
 * The rule that holds this payment, or null: of the matching rules, the one needing the most approvals
 * (the oldest of equals), so a payment is never held by less than some rule asks (rule APR-06).
 */
export function matchingRule(bank: Bank, draft: ApprovalDraft): ApprovalRuleRecord | null {
  let chosen: ApprovalRuleRecord | null = null;
  for (const rule of listApprovalRules(bank, draft.orgRef)) {
    if (!ruleMatches(bank, rule, draft)) continue;
    if (!chosen || rule.approvalsRequired > chosen.approvalsRequired) chosen = rule;
  }
  return chosen;
}

/**
 * The rule that holds a bulk payment batch as one item, or null: a rule applies to the sum, in its threshold
 * currency, of the rows it looks at; of the rules reached, the one needing the most approvals (as above).
 */
export function batchMatchingRule(
  bank: RuleContext,
  rows: readonly ApprovalDraft[],
): ApprovalRuleRecord | null {
  const orgRef = rows[0]?.orgRef;
  if (orgRef === undefined) return null;
  let chosen: ApprovalRuleRecord | null = null;
  for (const rule of listApprovalRules(bank, orgRef)) {
    let sum = 0n;
    for (const row of rows) {
      if (ruleLooksAt(bank, rule, row)) sum += amountIn(bank, row, rule.thresholdCurrency);
    }
    if (sum < rule.threshold || sum === 0n) continue;
    if (!chosen || rule.approvalsRequired > chosen.approvalsRequired) chosen = rule;
  }
  return chosen;
}

/**
 * The hold of a payment an API key made that no rule of the policy catches: one approval by an owner, admin
 * or approver other than the key's creator, since no person confirmed it with their second factor.
 */
export function apiKeyPaymentRule(orgRef: string, currency: string, at: number): ApprovalRuleRecord {
  return {
    ref: 'apr_api_key_payments',
    orgRef,
    threshold: 0n,
    thresholdCurrency: currency,
    bankAccountRef: null,
    currency: null,
    firstPaymentToRecipient: false,
    approvalsRequired: 1,
    approverRoles: ['owner', 'admin', 'approver'],
    createdAt: at,
    updatedAt: at,
  };
}
