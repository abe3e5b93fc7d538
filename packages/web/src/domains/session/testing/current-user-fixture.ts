import type { BankAccount, CurrentUser } from '../session-types';

type Details = BankAccount['currencies'][number]['account_details'];
/** Each currency's receiving details, as the bank gives them (local scheme first). */
const DETAILS: Record<string, Details> = {
  GBP: [
    {
      usage: 'local',
      bank_details: { scheme: 'sort_code', sort_code: '040004', account_number: '12345678' },
    },
    {
      usage: 'international',
      bank_details: { scheme: 'iban', iban: 'GB78LDGL04000412345678', bic: 'LDGLGB2L' },
    },
  ],
  EUR: [
    { usage: 'local', bank_details: { scheme: 'iban', iban: 'IE59LDGL93115212345678', bic: 'LDGLIE2D' } },
  ],
  USD: [
    {
      usage: 'local',
      bank_details: { scheme: 'aba', routing_number: '026073150', account_number: '8310004412' },
    },
  ],
};
const ABROAD: Details = [
  {
    usage: 'international',
    bank_details: { scheme: 'iban', iban: 'GB54LDGL04000423456781', bic: 'LDGLGB2L' },
  },
];

/** A bank account of the fixture: held by `holder` at the test bank, with details for each currency. */
export function makeBankAccount(
  ref: string,
  name: string,
  codes: string[],
  holder = 'Northwind Trading Ltd',
): BankAccount {
  return {
    ref,
    name,
    holder_name: holder,
    bank: { name: 'Ledgerline Bank plc', address: '1 Example Street, London EC2A 1AA, United Kingdom' },
    currencies: codes.map((code) => ({ code, account_details: DETAILS[code] ?? ABROAD })),
  };
}

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
          makeBankAccount('ba_main', 'Main', ['GBP', 'EUR', 'USD']),
          makeBankAccount('ba_fx', 'FX', ['EUR', 'CHF', 'JPY']),
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
        bank_accounts: [makeBankAccount('ba_acme', 'Operating', ['EUR'], 'Acme Exports GmbH')],
      },
    ],
    ...overrides,
  };
}
