import { describe, expect, it } from 'vitest';
import type { ApprovalRuleRecord } from '../approvals/index.js';
import { createBank } from '../setup/index.js';
import { batchMatchingRule, matchingRule, ruleMatches } from './approval-matching.js';

const bank = () => {
  const b = createBank({ seed: 42, clockStart: Date.parse('2026-03-10T10:00:00Z'), frozenClock: true });
  b.store.approvalRules.clear();
  return b;
};

const rule = (fields: Partial<ApprovalRuleRecord>): ApprovalRuleRecord => ({
  orgRef: 'org_northwind',
  threshold: 0n,
  thresholdCurrency: 'GBP',
  bankAccountRef: null,
  currency: null,
  firstPaymentToRecipient: false,
  approvalsRequired: 1,
  approverRoles: ['owner', 'approver'],
  createdAt: 0,
  updatedAt: 0,
  ...fields,
  ref: `apr_${fields.ref ?? 'x'}`,
});

const draft = {
  orgRef: 'org_northwind',
  bankAccountRef: 'ba_northwind_ops',
  recipientRef: 'rcp_new',
  amount: 2_500_000n,
  currency: 'GBP',
};

describe('approval rule matching', () => {
  it('matches a threshold reached or passed, in the threshold currency (rule APR-05)', () => {
    const b = bank();
    expect(ruleMatches(b, rule({ threshold: 2_500_000n }), draft)).toBe(true);
    expect(ruleMatches(b, rule({ threshold: 2_500_001n }), draft)).toBe(false);
    // 25,000.00 GBP is worth more than 25,000 EUR and far more than 25,000 CHF would need in JPY.
    expect(ruleMatches(b, rule({ threshold: 2_500_000n, thresholdCurrency: 'EUR' }), draft)).toBe(true);
    expect(ruleMatches(b, rule({ threshold: 2_000_000n, thresholdCurrency: 'USD' }), draft)).toBe(true);
    expect(ruleMatches(b, rule({ threshold: 5_000_000n, thresholdCurrency: 'JPY' }), draft)).toBe(false);
  });

  it('narrows by bank account, currency and a first payment to the recipient', () => {
    const b = bank();
    expect(ruleMatches(b, rule({ bankAccountRef: 'ba_northwind_treasury' }), draft)).toBe(false);
    expect(ruleMatches(b, rule({ bankAccountRef: 'ba_northwind_ops' }), draft)).toBe(true);
    expect(ruleMatches(b, rule({ currency: 'EUR' }), draft)).toBe(false);
    expect(ruleMatches(b, rule({ currency: 'GBP' }), draft)).toBe(true);
    const first = rule({ firstPaymentToRecipient: true });
    expect(ruleMatches(b, first, draft)).toBe(true);
    const paid = [...b.store.payments.values()].find(
      (p) => p.orgRef === 'org_northwind' && p.status === 'completed',
    );
    expect(paid).toBeDefined();
    expect(ruleMatches(b, first, { ...draft, recipientRef: paid?.recipientRef ?? '' })).toBe(false);
  });

  it('applies the most demanding of the matching rules, the oldest of equals (rule APR-06)', () => {
    const b = bank();
    for (const r of [
      rule({ ref: 'one', approvalsRequired: 1 }),
      rule({ ref: 'three_far', approvalsRequired: 3, threshold: 9_000_000n }),
      rule({ ref: 'two_a', approvalsRequired: 2 }),
      rule({ ref: 'two_b', approvalsRequired: 2 }),
      rule({ ref: 'other_org', orgRef: 'org_acme', approvalsRequired: 5 }),
    ])
      b.store.approvalRules.set(r.ref, r);
    expect(matchingRule(b, draft)?.ref).toBe('apr_two_a');
    expect(matchingRule(b, { ...draft, amount: 9_000_000n })?.ref).toBe('apr_three_far');
    b.store.approvalRules.clear();
    expect(matchingRule(b, draft)).toBeNull();
  });

  it('takes a batch as one item: each rule sums only the rows it looks at (rule BULK-08)', () => {
    const b = bank();
    const gbpOnly = rule({ ref: 'gbp', currency: 'GBP', threshold: 3_000_000n });
    const eurOnly = rule({
      ref: 'eur',
      currency: 'EUR',
      threshold: 3_000_000n,
      thresholdCurrency: 'EUR',
      approvalsRequired: 2,
    });
    for (const r of [gbpOnly, eurOnly]) b.store.approvalRules.set(r.ref, r);
    const gbp = { ...draft, amount: 1_000_000n };
    const eur = { ...draft, currency: 'EUR', amount: 1_000_000n };
    // 3 × 10,000.00 GBP reach the GBP rule; the EUR rows never count towards it.
    expect(batchMatchingRule(b, [gbp, gbp, eur, eur])).toBeNull();
    expect(batchMatchingRule(b, [gbp, gbp, gbp, eur])?.ref).toBe('apr_gbp');
    // Both reached: the one needing more approvals holds the batch.
    expect(batchMatchingRule(b, [gbp, gbp, gbp, eur, eur, eur])?.ref).toBe('apr_eur');
    expect(batchMatchingRule(b, [])).toBeNull();
  });
});
