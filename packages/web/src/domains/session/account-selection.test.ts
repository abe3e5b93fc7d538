import { describe, expect, it } from 'vitest';
import { deriveCurrencies, selectCurrentAccountRef } from './account-selection';
import { makeCurrentUser } from './testing/current-user-fixture';

describe('selectCurrentAccountRef', () => {
  const user = makeCurrentUser();

  it('keeps the stored ref when it still matches one of the accounts', () => {
    expect(selectCurrentAccountRef(user, 'org_acme')).toBe('org_acme');
  });

  it('falls back to the first account when the stored ref is unknown or empty', () => {
    expect(selectCurrentAccountRef(user, 'org_gone')).toBe('org_northwind');
    expect(selectCurrentAccountRef(user, '')).toBe('org_northwind');
    expect(selectCurrentAccountRef(user, null)).toBe('org_northwind');
  });

  it('is empty when there are no accounts', () => {
    expect(selectCurrentAccountRef(makeCurrentUser({ organization_accounts: [] }), 'org_acme')).toBe('');
    expect(selectCurrentAccountRef({}, 'org_acme')).toBe('');
  });
});

describe('deriveCurrencies', () => {
  const user = makeCurrentUser();

  it('flattens the currencies of every bank account tagged with the bank account ref, keeping the last duplicate', () => {
    expect(deriveCurrencies(user, 'org_northwind')).toEqual([
      { code: 'GBP', bank_account_ref: 'ba_main' },
      { code: 'USD', bank_account_ref: 'ba_main' },
      { code: 'EUR', bank_account_ref: 'ba_fx' },
      { code: 'CHF', bank_account_ref: 'ba_fx' },
      { code: 'JPY', bank_account_ref: 'ba_fx' },
    ]);
  });

  it('derives for the other account', () => {
    expect(deriveCurrencies(user, 'org_acme')).toEqual([{ code: 'EUR', bank_account_ref: 'ba_acme' }]);
  });

  it('gives null (publish nothing) when the account is not found', () => {
    expect(deriveCurrencies(user, 'org_unknown')).toBeNull();
    expect(deriveCurrencies({}, '')).toBeNull();
  });

  it('gives an empty list for an account without bank accounts', () => {
    const empty = makeCurrentUser({
      organization_accounts: [{ ref: 'org_x', name: 'X', role: 'owner', permissions: [], bank_accounts: [] }],
    });
    expect(deriveCurrencies(empty, 'org_x')).toEqual([]);
  });
});
