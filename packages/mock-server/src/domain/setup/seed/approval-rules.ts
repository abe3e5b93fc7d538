import type { ApprovalRuleRecord } from '../../approvals/index.js';
import type { Store } from '../../bank/index.js';

/**
 * Northwind's approval policy, as a demo shows it: payments of 20,000.00 GBP or more (any currency, converted)
 * need one approval. The owner is among the roles so that the approver's own large payments can be approved
 * too (Northwind has no admin): a rule without it would be refused as blocked (rule APR-03).
 */
export const NORTHWIND_APPROVAL_RULE = 'apr_northwind_large';

export function seedApprovalRules(store: Store, now: number): void {
  const createdAt = now - 30 * 86_400_000;
  const rule: ApprovalRuleRecord = {
    ref: NORTHWIND_APPROVAL_RULE,
    orgRef: 'org_northwind',
    threshold: 2_000_000n,
    thresholdCurrency: 'GBP',
    bankAccountRef: null,
    currency: null,
    firstPaymentToRecipient: false,
    approvalsRequired: 1,
    approverRoles: ['owner', 'admin', 'approver'],
    createdAt,
    updatedAt: createdAt,
  };
  store.approvalRules.set(rule.ref, rule);
}
