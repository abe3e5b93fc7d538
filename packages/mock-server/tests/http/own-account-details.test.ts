import { describe, expect, it } from 'vitest';
import { parseBankDetails } from '../../src/domain/accounts/index.js';
import { FieldErrorBag } from '../../src/domain/bank/index.js';
import { signedIn, testApp } from '../support/test-app.js';

type BankDetails = { scheme: string; iban?: string } & Record<string, string>;
type BankAccount = {
  ref: string;
  holder_name: string;
  bank: { name: string; address: string };
  currencies: { code: string; account_details: { usage: string; bank_details: BankDetails }[] }[];
};

// rule ACC-06 (docs/rules/accounts-and-balances.md)
describe('own account details over HTTP', () => {
  it("the current user's bank accounts carry holder, bank and valid details for every currency", async () => {
    const { app } = await testApp();
    const client = await signedIn(app);
    const me = await client.call('GET', '/user/current');
    expect(me.statusCode).toBe(200);
    const organizations: { name: string; bank_accounts: BankAccount[] }[] =
      me.json().data.organization_accounts;
    const accounts = organizations.flatMap((o) => o.bank_accounts.map((a) => ({ ...a, org: o.name })));
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    for (const account of accounts) {
      expect(account.holder_name).toBe(account.org);
      expect(account.bank.name).toBe('Ledgerline Bank plc');
      for (const currency of account.currencies) {
        expect(currency.account_details.length, `${account.ref} ${currency.code}`).toBeGreaterThan(0);
        for (const { bank_details } of currency.account_details) {
          const bag = new FieldErrorBag();
          const country = bank_details.iban?.slice(0, 2) ?? '';
          expect(parseBankDetails(bank_details, country, bag)).toEqual(bank_details);
          expect(bag.errors).toEqual({});
        }
      }
    }
    // The operating account's GBP: sort code for UK payers first, then the IBAN for payers abroad.
    const operating = accounts.find((a) => a.ref === 'ba_northwind_ops');
    expect(operating?.currencies.find((c) => c.code === 'GBP')?.account_details).toEqual([
      {
        usage: 'local',
        bank_details: { scheme: 'sort_code', sort_code: '040004', account_number: '12345678' },
      },
      {
        usage: 'international',
        bank_details: { scheme: 'iban', iban: 'GB78LDGL04000412345678', bic: 'LDGLGB2L' },
      },
    ]);
  });
});
