import type { CurrentUser } from '../session-types';

/** A signed-in user with two organization accounts (test data). */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ref: 'usr_ada',
    email: 'ada@northwind.test',
    name: 'Ada Lovelace',
    password_setup_at: '2025-01-10T09:00:00Z',
    two_factor_enabled: false,
    organization_accounts: [
      {
        ref: 'org_northwind',
        name: 'Northwind Trading Ltd',
        role: 'owner',
        permissions: [
          'accounts.view',
          'exports.create',
          'recipients.manage',
          'payments.create',
          'payments.cancel',
          'payments.approve',
          'fx.trade',
          'team.manage',
          'policies.manage',
          'audit.view',
        ],
        bank_accounts: [
          { ref: 'ba_main', name: 'Main', currencies: [{ code: 'GBP' }, { code: 'EUR' }, { code: 'USD' }] },
          { ref: 'ba_fx', name: 'FX', currencies: [{ code: 'EUR' }, { code: 'CHF' }, { code: 'JPY' }] },
        ],
      },
      {
        ref: 'org_acme',
        name: 'Acme Exports GmbH',
        role: 'member',
        permissions: [
          'accounts.view',
          'exports.create',
          'recipients.manage',
          'payments.create',
          'payments.cancel',
          'fx.trade',
        ],
        bank_accounts: [{ ref: 'ba_acme', name: 'Operating', currencies: [{ code: 'EUR' }] }],
      },
    ],
    ...overrides,
  };
}
