import { describe, expect, it } from 'vitest';
import { FieldErrorBag } from '../bank/index.js';
import { isValidAbaRouting, parseBankDetails } from './bank-details.js';

describe('bank details', () => {
  it('checks ABA routing checksums', () => {
    expect(isValidAbaRouting('021000021')).toBe(true); // JPMorgan Chase
    expect(isValidAbaRouting('011000015')).toBe(true); // Federal Reserve Boston
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidAbaRouting('12345678')).toBe(false);
  });

  it('normalises a valid IBAN and refuses a bad checksum or another country', () => {
    const ok = new FieldErrorBag();
    expect(
      parseBankDetails({ scheme: 'iban', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff' }, 'DE', ok),
    ).toEqual({
      scheme: 'iban',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
    });
    const bad = new FieldErrorBag();
    parseBankDetails({ scheme: 'iban', iban: 'DE89370400440532013001', bic: 'COBADEFF' }, 'DE', bad);
    expect(bad.errors['bank_details.iban']).toBeDefined();
    const country = new FieldErrorBag();
    parseBankDetails({ scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFF' }, 'FR', country);
    expect(country.errors['bank_details.iban']?.[0]).toMatch(/country/);
  });

  it('checks sort codes and account numbers', () => {
    const bag = new FieldErrorBag();
    parseBankDetails({ scheme: 'sort_code', sort_code: '12-34-5', account_number: '1234567' }, 'GB', bag);
    expect(Object.keys(bag.errors).sort()).toEqual(['bank_details.account_number', 'bank_details.sort_code']);
  });
});
