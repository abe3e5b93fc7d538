import type { components } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { progressText, ruleText, waitingText } from './approval-request-text';

type ApprovalRule = components['schemas']['ApprovalRule'];

const rule: ApprovalRule = {
  ref: 'apr_1',
  threshold: '10000.00',
  threshold_currency: 'GBP',
  bank_account_ref: null,
  currency: null,
  first_payment_to_recipient: false,
  approvals_required: 1,
  approver_roles: ['admin', 'approver'],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('an approval request in words', () => {
  it('rule APR-21: how long it has waited', () => {
    expect(waitingText('2026-11-20T10:00:00Z', new Date('2026-11-20T12:00:00Z'))).toBe('waiting 2 hours');
    expect(waitingText('2026-11-20T10:00:00Z', new Date('2026-11-20T10:00:20Z'))).toBe(
      'waiting a few seconds',
    );
  });

  it('rule APR-21: the approvals so far against those needed', () => {
    expect(progressText({ approvals: [], approvals_required: 1 })).toBe('0 of 1 approval');
    const given = {
      approver: { user_ref: 'usr_1', name: 'Grace Hopper', role: 'approver' as const },
      at: '',
    };
    expect(progressText({ approvals: [given], approvals_required: 2 })).toBe('1 of 2 approvals');
  });

  it('rule APR-21: the rule that caught it, in plain words', () => {
    expect(ruleText(rule)).toBe(
      'Payments of 10,000.00 GBP or more need 1 approval from an Approver or Admin',
    );
    expect(
      ruleText(
        {
          ...rule,
          currency: 'EUR',
          bank_account_ref: 'ba_1',
          first_payment_to_recipient: true,
          approvals_required: 2,
        },
        'Operations',
      ),
    ).toBe(
      'First payments to a recipient in EUR from Operations of 10,000.00 GBP or more need 2 approvals from Approvers or Admins',
    );
  });
});
