import { unwrap } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { currencyFlagCountry } from '../../components/ui/currency-flag/flag-code';
import { FLAG_URLS } from '../../components/ui/currency-flag/flag-urls';
import { serveMockBank } from '../../testing/mock-bank-session';
import { apiClient } from '../session/api-client';

// The bank's own reference data, as the country picker and the account screens receive it.
serveMockBank();

async function seeded() {
  const countries = (await unwrap(apiClient.GET('/resources/countries'))).data;
  const user = (await unwrap(apiClient.GET('/user/current'))).data;
  const accountCurrencies = (user.organization_accounts ?? []).flatMap((o) =>
    o.bank_accounts.flatMap((b) => b.currencies.map((c) => c.code)),
  );
  return {
    countries: countries.map((c) => c.code),
    currencies: [...new Set([...countries.map((c) => c.currency), ...accountCurrencies])].sort(),
  };
}

describe('a flag for everything the bank seeds', () => {
  it('has a flag for every recipient country', async () => {
    const { countries } = await seeded();
    expect(countries.length).toBeGreaterThan(20);
    expect(countries.filter((code) => !Object.hasOwn(FLAG_URLS, code))).toEqual([]);
  });

  it('has a flag for every currency of the countries and the bank accounts', async () => {
    const { currencies } = await seeded();
    expect(currencies).toEqual(expect.arrayContaining(['AED', 'INR', 'EUR', 'GBP']));
    const without = currencies.filter((code) => {
      const country = currencyFlagCountry(code);
      return country === null || !Object.hasOwn(FLAG_URLS, country);
    });
    expect(without).toEqual([]);
  });
});
