import { unwrap } from '@portal/api-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../config/api-client';
import { serveMockBank } from '../../../testing/mock-bank-session';
import { renderUi } from '../../../testing/render';
import { CurrencyFlag } from './currency-flag';
import { currencyToFlagCode } from './flag-code';
import { FLAGS } from './flags';

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

describe('a bundled flag for everything the bank seeds', () => {
  it('has a flag for every recipient country (keyed by its lowercase code, as the picker draws it)', async () => {
    const { countries } = await seeded();
    expect(countries.length).toBeGreaterThan(20);
    expect(countries.filter((code) => !Object.hasOwn(FLAGS, code.toLowerCase()))).toEqual([]);
  });

  it('has a flag for every currency of the countries and the bank accounts', async () => {
    const { currencies } = await seeded();
    expect(currencies).toEqual(expect.arrayContaining(['AED', 'INR', 'EUR', 'GBP']));
    expect(currencies.filter((code) => !Object.hasOwn(FLAGS, currencyToFlagCode(code)))).toEqual([]);
  });

  it.each(['AED', 'INR'])('draws %s with its own flag, not the grey placeholder', (currency) => {
    renderUi(<CurrencyFlag currency={currency} />);
    expect(screen.getByRole('img', { name: currency })).toHaveAttribute(
      'data-flag',
      currencyToFlagCode(currency),
    );
  });
});
