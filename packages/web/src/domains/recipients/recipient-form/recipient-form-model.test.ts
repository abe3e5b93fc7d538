import { describe, expect, it } from 'vitest';
import {
  bankDetailsSummary,
  buildRecipientSchema,
  type Country,
  emptyRecipientValues,
  fromRecipient,
  mapRecipientFieldErrors,
  schemeFor,
  toRecipientInput,
} from './recipient-form-model';

const countries: Country[] = [
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', bank_details_scheme: 'sort_code', iban_length: 22 },
  { code: 'DE', name: 'Germany', currency: 'EUR', bank_details_scheme: 'iban', iban_length: 22 },
  { code: 'US', name: 'United States', currency: 'USD', bank_details_scheme: 'aba', iban_length: null },
  { code: 'JP', name: 'Japan', currency: 'JPY', bank_details_scheme: 'swift', iban_length: null },
];
const byCode = (code: string) => countries.find((c) => c.code === code);

describe('recipient form model', () => {
  it('picks the bank details by country and currency', () => {
    expect(schemeFor(byCode('GB'), 'GBP')).toBe('sort_code');
    expect(schemeFor(byCode('GB'), 'EUR')).toBe('iban');
    expect(schemeFor(byCode('DE'), 'EUR')).toBe('iban');
    expect(schemeFor(byCode('US'), 'USD')).toBe('aba');
    expect(schemeFor(byCode('US'), 'EUR')).toBe('swift');
    expect(schemeFor(byCode('JP'), 'JPY')).toBe('swift');
    expect(schemeFor(undefined, 'GBP')).toBeNull();
  });

  it('validates the fields of the scheme in use', () => {
    const schema = buildRecipientSchema(countries);
    const bad = schema.safeParse({
      ...emptyRecipientValues,
      name: 'X',
      country: 'DE',
      currency: 'EUR',
      iban: 'GB82WEST12345698765432',
      bic: 'DEUTDEFF',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['iban', 'The IBAN does not belong to the selected country.'],
    ]);
    const good = schema.safeParse({
      ...emptyRecipientValues,
      name: 'X',
      country: 'GB',
      currency: 'GBP',
      sort_code: '60-16-13',
      account_number: '31926819',
    });
    expect(good.success).toBe(true);
  });

  it('keeps markup in a name as plain text but refuses control characters', () => {
    const schema = buildRecipientSchema(countries);
    const base = {
      ...emptyRecipientValues,
      country: 'US',
      currency: 'USD',
      routing_number: '026009593',
      account_number: '1234',
    };
    expect(schema.safeParse({ ...base, name: '<img src=x onerror=alert(1)>' }).success).toBe(true);
    expect(schema.safeParse({ ...base, name: 'a\u0007b' }).success).toBe(false);
  });

  it('builds the API body with compact details and nulls for empty optional fields', () => {
    expect(
      toRecipientInput(
        {
          ...emptyRecipientValues,
          type: 'individual',
          name: ' Greta ',
          legal_name: 'ignored',
          country: 'DE',
          currency: 'EUR',
          iban: 'de89 3704 0044 0532 0130 00',
          bic: 'deutdeff',
        },
        countries,
      ),
    ).toEqual({
      type: 'individual',
      name: 'Greta',
      legal_name: null,
      registration_number: null,
      email: null,
      country: 'DE',
      currency: 'EUR',
      bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'DEUTDEFF' },
    });
    expect(
      toRecipientInput(
        {
          ...emptyRecipientValues,
          name: 'A',
          country: 'GB',
          currency: 'GBP',
          sort_code: '60-16-13',
          account_number: '31926819',
        },
        countries,
      ).bank_details,
    ).toEqual({ scheme: 'sort_code', sort_code: '601613', account_number: '31926819' });
  });

  it('maps the server’s field errors onto the form and masks account numbers', () => {
    expect(
      mapRecipientFieldErrors({ 'bank_details.iban': 'bad', name: 'n', 'bank_details.scheme': 's' }),
    ).toEqual({
      iban: 'bad',
      name: 'n',
    });
    expect(bankDetailsSummary({ scheme: 'sort_code', sort_code: '601613', account_number: '31926819' })).toBe(
      'Sort code 60-16-13, account ••••6819',
    );
    expect(bankDetailsSummary({ scheme: 'iban', iban: 'DE89370400440532013000', bic: 'DEUTDEFF' })).toBe(
      'IBAN DE89 ••••3000',
    );
  });

  it('pre-fills a stored sort code as people write it, and sends it back compact', () => {
    const values = fromRecipient({
      ref: 'rcp_1',
      type: 'business',
      name: 'Connemara Wool Company',
      country: 'GB',
      currency: 'GBP',
      status: 'active',
      legal_name: null,
      registration_number: null,
      email: null,
      bank_details: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' },
      created_at: '2026-11-25T07:00:00Z',
      updated_at: '2026-11-25T07:00:00Z',
      kyc_documents_count: 0,
    });
    expect(values.sort_code).toBe('60-16-13');
    expect(toRecipientInput(values, countries).bank_details).toEqual({
      scheme: 'sort_code',
      sort_code: '601613',
      account_number: '31926819',
    });
  });
});
