import { describe, expect, it } from 'vitest';
import { approvalNeededText, approversText, confirmTexts } from './approval-note';

const rule = {
  ref: 'apr_1',
  threshold: '10000.00',
  threshold_currency: 'GBP',
  bank_account_ref: null,
  currency: null,
  first_payment_to_recipient: false,
  approvals_required: 1,
  approver_roles: ['approver', 'admin'] as ('approver' | 'admin')[],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('the review’s approval note', () => {
  it('rule APR-28: says before submission which approval the payment needs', () => {
    expect(approvalNeededText({ required: true, rule, approvals_required: 1, eligible_approvers: [] })).toBe(
      'This payment needs 1 approval from an Approver or Admin.',
    );
    expect(approvalNeededText({ required: true, rule, approvals_required: 3, eligible_approvers: [] })).toBe(
      'This payment needs 3 approvals from Approvers or Admins.',
    );
  });

  it('rule APR-28: says nothing when no rule holds the payment or before the bank answered', () => {
    expect(
      approvalNeededText({ required: false, rule: null, approvals_required: 0, eligible_approvers: [] }),
    ).toBeNull();
    expect(approvalNeededText(undefined)).toBeNull();
  });

  it('rule APR-29: names who can approve it', () => {
    expect(approversText(['Grace Hopper', 'Lin Chen'])).toBe('Grace Hopper or Lin Chen can approve it.');
    expect(approversText([])).toBe('An eligible member of your organization can approve it.');
  });

  it('rule APR-28: a payment that will wait is submitted for approval, never sent', () => {
    expect(confirmTexts('25,000.00 GBP', true, false)).toEqual({
      confirm: 'Submit 25,000.00 GBP for approval',
      authorize: 'Authorize and submit',
    });
    expect(confirmTexts('42.00 GBP', false, false)).toEqual({
      confirm: 'Confirm and send 42.00 GBP',
      authorize: 'Authorize and send',
    });
    expect(confirmTexts('42.00 GBP', true, true).confirm).toBe('Try again');
  });
});
