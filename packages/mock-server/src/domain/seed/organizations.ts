import type { BankAccount, Organization } from '../model.js';

export const ORGS: Organization[] = [
  { ref: 'org_northwind', name: 'Northwind Trading Ltd' },
  { ref: 'org_acme', name: 'Acme Exports GmbH' },
  { ref: 'org_globex', name: 'Globex Holdings Inc.' },
];

export const BANK_ACCOUNTS: BankAccount[] = [
  {
    ref: 'ba_northwind_ops',
    orgRef: 'org_northwind',
    name: 'Operating account',
    currencies: ['GBP', 'EUR', 'USD'],
  },
  {
    ref: 'ba_northwind_treasury',
    orgRef: 'org_northwind',
    name: 'Treasury account',
    currencies: ['EUR', 'CHF', 'JPY'],
  },
  { ref: 'ba_acme_main', orgRef: 'org_acme', name: 'Hauptkonto', currencies: ['EUR', 'USD'] },
  { ref: 'ba_globex_main', orgRef: 'org_globex', name: 'Main account', currencies: ['USD', 'GBP'] },
];

export const balanceRef = (bankAccountRef: string, currency: string): string =>
  `bal_${bankAccountRef.slice(3)}_${currency.toLowerCase()}`;

/** Opening balances in major units, six months before the clock's start. */
export const OPENING_MAJOR: Record<string, number> = {
  GBP: 240_000,
  EUR: 180_000,
  USD: 310_000,
  CHF: 95_000,
  JPY: 21_000_000,
};

/** Scale of typical amounts per currency (JPY amounts are ~150× larger). */
export const AMOUNT_SCALE: Record<string, number> = { GBP: 1, EUR: 1.15, USD: 1.3, CHF: 1.1, JPY: 190 };
