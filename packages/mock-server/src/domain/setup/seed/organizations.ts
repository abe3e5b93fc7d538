import type { BankAccount, BankDetails, ReceivingAccountDetails } from '../../accounts/index.js';
import type { Organization } from '../../team/index.js';

/** The seed's organizations; each starts with the default security policy (off). */
export const ORGS: Pick<Organization, 'ref' | 'name'>[] = [
  { ref: 'org_northwind', name: 'Northwind Trading Ltd' },
  { ref: 'org_acme', name: 'Acme Exports GmbH' },
  { ref: 'org_globex', name: 'Globex Holdings Inc.' },
];

/** Every seed account is held at the same (fictional) bank; its identifiers pass the recipient form's checks. */
const LEDGERLINE = {
  name: 'Ledgerline Bank plc',
  address: '1 Example Street, London EC2A 1AA, United Kingdom',
};
const GB_BIC = 'LDGLGB2L';
const IE_BIC = 'LDGLIE2D';
/** Routing number of the bank's US partner (ABA checksum valid). */
const US_ROUTING = '026073150';

const local = (bank_details: BankDetails): ReceivingAccountDetails => ({ usage: 'local', bank_details });
const international = (bank_details: BankDetails): ReceivingAccountDetails => ({
  usage: 'international',
  bank_details,
});
const gbp = (accountNumber: string, iban: string): ReceivingAccountDetails[] => [
  local({ scheme: 'sort_code', sort_code: '040004', account_number: accountNumber }),
  international({ scheme: 'iban', iban, bic: GB_BIC }),
];
const eur = (iban: string): ReceivingAccountDetails[] => [local({ scheme: 'iban', iban, bic: IE_BIC })];
const usd = (accountNumber: string): ReceivingAccountDetails[] => [
  local({ scheme: 'aba', routing_number: US_ROUTING, account_number: accountNumber }),
];
/** Currencies without a local scheme at the bank are received from abroad on the account's GB IBAN. */
const viaGbIban = (iban: string): ReceivingAccountDetails[] => [
  international({ scheme: 'iban', iban, bic: GB_BIC }),
];

export const BANK_ACCOUNTS: BankAccount[] = [
  {
    ref: 'ba_northwind_ops',
    orgRef: 'org_northwind',
    name: 'Operating account',
    holderName: 'Northwind Trading Ltd',
    bank: LEDGERLINE,
    currencies: ['GBP', 'EUR', 'USD'],
    accountDetails: {
      GBP: gbp('12345678', 'GB78LDGL04000412345678'),
      EUR: eur('IE59LDGL93115212345678'),
      USD: usd('8310004412'),
    },
  },
  {
    ref: 'ba_northwind_treasury',
    orgRef: 'org_northwind',
    name: 'Treasury account',
    holderName: 'Northwind Trading Ltd',
    bank: LEDGERLINE,
    currencies: ['EUR', 'CHF', 'JPY'],
    accountDetails: {
      EUR: eur('IE98LDGL93115287654321'),
      CHF: viaGbIban('GB54LDGL04000423456781'),
      JPY: viaGbIban('GB54LDGL04000423456781'),
    },
  },
  {
    ref: 'ba_acme_main',
    orgRef: 'org_acme',
    name: 'Hauptkonto',
    holderName: 'Acme Exports GmbH',
    bank: LEDGERLINE,
    currencies: ['EUR', 'USD'],
    accountDetails: { EUR: eur('IE35LDGL93115245678123'), USD: usd('8310007789') },
  },
  {
    ref: 'ba_globex_main',
    orgRef: 'org_globex',
    name: 'Main account',
    holderName: 'Globex Holdings Inc.',
    bank: LEDGERLINE,
    currencies: ['USD', 'GBP'],
    accountDetails: { USD: usd('8310002256'), GBP: gbp('34567812', 'GB34LDGL04000434567812') },
  },
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
