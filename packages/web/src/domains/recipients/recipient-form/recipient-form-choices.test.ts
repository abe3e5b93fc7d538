import { describe, expect, it } from 'vitest';
import type { Company } from './company-lookup';
import {
  countryChoices,
  currencyAfterCountryChange,
  currencyChoices,
  fillFromCompany,
} from './recipient-form-choices';
import type { Country } from './recipient-form-model';

const countries: Country[] = [
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', bank_details_scheme: 'sort_code', iban_length: 22 },
  { code: 'DE', name: 'Germany', currency: 'EUR', bank_details_scheme: 'iban', iban_length: 22 },
  { code: 'FR', name: 'France', currency: 'EUR', bank_details_scheme: 'iban', iban_length: 27 },
  { code: 'US', name: 'United States', currency: 'USD', bank_details_scheme: 'aba', iban_length: null },
];

const company: Company = {
  name: 'Contoso GmbH',
  registration_number: 'HRB 12345',
  country: 'DE',
  incorporation_date: null,
  status: 'active',
};

describe('recipient form choices', () => {
  it('offers the countries in the bank’s order and each currency once, alphabetically', () => {
    expect(countryChoices(countries).map((c) => c.label)).toEqual([
      'United Kingdom',
      'Germany',
      'France',
      'United States',
    ]);
    expect(currencyChoices(countries)).toEqual([
      { label: 'EUR', value: 'EUR' },
      { label: 'GBP', value: 'GBP' },
      { label: 'USD', value: 'USD' },
    ]);
  });

  it('rule RCP-04: lets the currency follow the country unless the user chose another one on purpose', () => {
    expect(currencyAfterCountryChange(countries, 'DE', '', '')).toBe('EUR');
    expect(currencyAfterCountryChange(countries, 'US', 'GB', 'GBP')).toBe('USD');
    // USD was chosen on purpose for a British recipient: a new country keeps it.
    expect(currencyAfterCountryChange(countries, 'DE', 'GB', 'USD')).toBeNull();
    expect(currencyAfterCountryChange(countries, 'XX', 'GB', 'GBP')).toBeNull();
  });

  it('rule RCP-05: fills in a picked company: always its legal name and number, the rest only where empty', () => {
    expect(fillFromCompany(company, { name: '', country: '', currency: '' }, countries)).toEqual({
      legal_name: 'Contoso GmbH',
      registration_number: 'HRB 12345',
      name: 'Contoso GmbH',
      country: 'DE',
      currency: 'EUR',
    });
    expect(fillFromCompany(company, { name: 'Contoso', country: 'GB', currency: 'GBP' }, countries)).toEqual({
      legal_name: 'Contoso GmbH',
      registration_number: 'HRB 12345',
    });
    expect(fillFromCompany(company, { name: '  ', country: '', currency: 'USD' }, countries)).toEqual({
      legal_name: 'Contoso GmbH',
      registration_number: 'HRB 12345',
      name: 'Contoso GmbH',
      country: 'DE',
    });
  });

  it('leaves the country alone for a company in a country the bank does not serve', () => {
    expect(
      fillFromCompany({ ...company, country: 'JP' }, { name: '', country: '', currency: '' }, countries),
    ).toEqual({ legal_name: 'Contoso GmbH', registration_number: 'HRB 12345', name: 'Contoso GmbH' });
  });
});
