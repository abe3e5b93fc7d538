import { describe, expect, it } from 'vitest';
import { describePermissions, roleDescriptions } from './roles';

describe('describePermissions (rule ROLE-06)', () => {
  it('words the permissions in the contract order, whatever order they come in', () => {
    expect(describePermissions(['payments.create', 'exports.create', 'accounts.view'])).toBe(
      'Can view balances and transactions, export statements and make payments.',
    );
  });

  it('words a single permission', () => {
    expect(describePermissions(['accounts.view'])).toBe('Can view balances and transactions.');
  });

  it('says so when a role allows nothing', () => {
    expect(describePermissions([])).toBe('Cannot do anything in the organization yet.');
  });
});

describe('roleDescriptions', () => {
  it('describes each role of the resource', () => {
    expect(
      roleDescriptions([
        { role: 'viewer', permissions: ['accounts.view', 'exports.create'] },
        { role: 'member', permissions: ['accounts.view', 'recipients.manage', 'fx.trade'] },
      ]),
    ).toEqual({
      viewer: 'Can view balances and transactions and export statements.',
      member: 'Can view balances and transactions, manage recipients and trade foreign exchange.',
    });
  });
});
