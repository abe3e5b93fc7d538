import { describe, expect, it } from 'vitest';
import { type SummarizedRule, summarizeApprovalRule } from './approval-rule-summary';

const BASE: SummarizedRule = {
  threshold: '10000',
  threshold_currency: 'GBP',
  bank_account_ref: null,
  currency: null,
  first_payment_to_recipient: false,
  approvals_required: 2,
  approver_roles: ['admin', 'approver'],
};

const names: Record<string, string> = { ba_northwind_ops: 'Operating account' };
const accountName = (ref: string) => names[ref];

describe('summarizeApprovalRule (rule APR-40)', () => {
  it('says the threshold with the currency’s minor units, the approvals and the roles, least powerful first', () => {
    expect(summarizeApprovalRule(BASE)).toBe(
      'Payments of 10,000.00 GBP or more need 2 approvals from Approvers or Admins',
    );
  });

  it('says one approval from one person of a role', () => {
    expect(summarizeApprovalRule({ ...BASE, approvals_required: 1 })).toBe(
      'Payments of 10,000.00 GBP or more need 1 approval from an Approver or Admin',
    );
    expect(summarizeApprovalRule({ ...BASE, approvals_required: 1, approver_roles: ['owner'] })).toBe(
      'Payments of 10,000.00 GBP or more need 1 approval from an Owner',
    );
  });

  it('lists three roles with "or" before the last', () => {
    expect(
      summarizeApprovalRule({
        ...BASE,
        approvals_required: 5,
        approver_roles: ['owner', 'approver', 'admin'],
      }),
    ).toBe('Payments of 10,000.00 GBP or more need 5 approvals from Approvers, Admins or Owners');
  });

  it('names the payment currency and the bank account when the rule is limited to them', () => {
    expect(summarizeApprovalRule({ ...BASE, currency: 'EUR' }, accountName)).toBe(
      'Payments of 10,000.00 GBP or more in EUR need 2 approvals from Approvers or Admins',
    );
    expect(summarizeApprovalRule({ ...BASE, bank_account_ref: 'ba_northwind_ops' }, accountName)).toBe(
      'Payments of 10,000.00 GBP or more from Operating account need 2 approvals from Approvers or Admins',
    );
    expect(
      summarizeApprovalRule({ ...BASE, currency: 'EUR', bank_account_ref: 'ba_northwind_ops' }, accountName),
    ).toBe(
      'Payments of 10,000.00 GBP or more in EUR from Operating account need 2 approvals from Approvers or Admins',
    );
  });

  it('says a first payment to a recipient in the singular, with or without a threshold', () => {
    expect(summarizeApprovalRule({ ...BASE, first_payment_to_recipient: true, approvals_required: 1 })).toBe(
      'A first payment to a recipient of 10,000.00 GBP or more needs 1 approval from an Approver or Admin',
    );
    expect(
      summarizeApprovalRule({
        ...BASE,
        threshold: '0.00',
        first_payment_to_recipient: true,
        approvals_required: 1,
      }),
    ).toBe('A first payment to a recipient needs 1 approval from an Approver or Admin');
    expect(
      summarizeApprovalRule(
        {
          ...BASE,
          first_payment_to_recipient: true,
          currency: 'USD',
          bank_account_ref: 'ba_northwind_ops',
          approvals_required: 3,
        },
        accountName,
      ),
    ).toBe(
      'A first payment to a recipient of 10,000.00 GBP or more in USD from Operating account needs 3 approvals from Approvers or Admins',
    );
  });

  it('says a zero threshold as any amount: every payment, or those in a currency or from an account', () => {
    expect(summarizeApprovalRule({ ...BASE, threshold: '0' })).toBe(
      'Every payment needs 2 approvals from Approvers or Admins',
    );
    expect(summarizeApprovalRule({ ...BASE, threshold: '0', currency: 'EUR' })).toBe(
      'Payments in EUR need 2 approvals from Approvers or Admins',
    );
    expect(
      summarizeApprovalRule({ ...BASE, threshold: '0', bank_account_ref: 'ba_northwind_ops' }, accountName),
    ).toBe('Payments from Operating account need 2 approvals from Approvers or Admins');
  });

  it('formats a currency without minor units as such, and large amounts grouped', () => {
    expect(summarizeApprovalRule({ ...BASE, threshold: '1500000', threshold_currency: 'JPY' })).toBe(
      'Payments of 1,500,000 JPY or more need 2 approvals from Approvers or Admins',
    );
    expect(summarizeApprovalRule({ ...BASE, threshold: '1234567.5' })).toBe(
      'Payments of 1,234,567.50 GBP or more need 2 approvals from Approvers or Admins',
    );
    expect(summarizeApprovalRule({ ...BASE, threshold: '0.01' })).toBe(
      'Payments of 0.01 GBP or more need 2 approvals from Approvers or Admins',
    );
  });

  it('names an account that is not the organization’s by its ref, and a rule being edited without roles by its count', () => {
    expect(summarizeApprovalRule({ ...BASE, bank_account_ref: 'ba_gone' }, accountName)).toBe(
      'Payments of 10,000.00 GBP or more from ba_gone need 2 approvals from Approvers or Admins',
    );
    expect(summarizeApprovalRule({ ...BASE, approver_roles: [] })).toBe(
      'Payments of 10,000.00 GBP or more need 2 approvals',
    );
    expect(summarizeApprovalRule({ ...BASE, approver_roles: [], approvals_required: 1 })).toBe(
      'Payments of 10,000.00 GBP or more need 1 approval',
    );
  });
});
