import type { components } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { approvalProgress, recallRefusal } from './payment-approval';

type Payment = components['schemas']['Payment'];

const grace = { user_ref: 'usr_grace', name: 'Grace Hopper', role: 'approver' as const };
const ada = { user_ref: 'usr_ada', name: 'Ada Lovelace', role: 'owner' as const };
const approval = {
  rule_ref: 'apr_1',
  maker: ada,
  approvals_required: 2,
  approvals: [{ approver: grace, at: '2026-11-20T11:00:00Z' }],
  rejection: null,
  expires_at: '2026-11-23T10:00:00Z',
};

describe('a payment’s approval in words', () => {
  it('rule APR-30: approvals so far with who and when, and until when it waits', () => {
    const progress = approvalProgress({ status: 'awaiting_approval', approval } as Payment);
    expect(progress?.summary).toBe('1 of 2 approvals');
    expect(progress?.approvals).toEqual([expect.stringMatching(/^Approved by Grace Hopper, 20 Nov, 2026/)]);
    expect(progress?.expiry).toMatch(/^Expires 23 Nov, 2026 .* unless approved$/);
    expect(progress?.rejection).toBeNull();
  });

  it('rule APR-30: a rejection with its reason; an expiry once expired; nothing for a payment no rule held', () => {
    const rejected = approvalProgress({
      status: 'rejected',
      approval: {
        ...approval,
        rejection: { approver: grace, reason: 'Wrong account', at: '2026-11-20T12:00:00Z' },
      },
    } as Payment);
    expect(rejected?.rejection).toMatch(/^Rejected by Grace Hopper, .*: Wrong account$/);
    expect(rejected?.expiry).toBeNull();
    expect(approvalProgress({ status: 'expired', approval } as Payment)?.expiry).toMatch(
      /without enough approvals$/,
    );
    expect(approvalProgress({ status: 'pending' } as Payment)).toBeNull();
  });
});

describe('who may recall a payment that waits (rule APR-31)', () => {
  const waiting = { status: 'awaiting_approval', approval } as Payment;

  it('lets its maker recall it', () => {
    expect(recallRefusal(waiting, 'usr_ada')).toBeNull();
  });

  it('tells anyone else who can', () => {
    expect(recallRefusal(waiting, 'usr_mo')).toBe('Only Ada Lovelace, who made this payment, can recall it.');
  });
});
