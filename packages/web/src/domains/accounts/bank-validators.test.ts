import { describe, expect, it } from 'vitest';
import {
  compactIban,
  isValidAbaRouting,
  isValidBic,
  isValidIban,
  isValidSortCode,
  isValidSwiftAccountNumber,
  isValidUkAccountNumber,
  isValidUsAccountNumber,
  normaliseAmount,
  precisionMessage,
  validateAmount,
  validatePaymentReference,
} from './bank-validators';
import { formatSortCode } from './sort-code';

describe('IBAN', () => {
  // Published examples: the ECBS/SWIFT IBAN registry and the Wikipedia IBAN article.
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'GB29NWBK60161331926819',
    'DE89 3704 0044 0532 0130 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NL91ABNA0417164300',
    'BE68 5390 0754 7034',
    'CH93 0076 2011 6238 5295 7',
    'IE29 AIBK 9311 5212 3456 78',
    'ES91 2100 0418 4502 0005 1332',
    'de89 3704 0044 0532 0130 00',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'GB82 WEST 1234 5698 7654 33'],
    ['a wrong check digit (DE)', 'DE89 3704 0044 0532 0130 01'],
    ['a wrong length for the country', 'DE89 3704 0044 0532 0130'],
    ['an unknown country', 'XX82 WEST 1234 5698 7654 32'],
    ['letters in a numeric BBAN', 'DE89 3704 0044 0532 013A 00'],
    ['empty text', ''],
    ['garbage', 'not an iban'],
  ])('refuses %s', (_why, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('compacts to the electronic format', () => {
    expect(compactIban('gb82 west 1234-5698-7654 32')).toBe('GB82WEST12345698765432');
  });
});

describe('BIC', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'BNPAFRPP', 'COBADEFFXXX', 'nwbkgb2l'])(
    'accepts %s',
    (bic) => expect(isValidBic(bic)).toBe(true),
  );

  it.each([
    ['too short', 'DEUTDEF'],
    ['9 characters', 'DEUTDEFF5'],
    ['an unknown country', 'DEUTXXFF'],
    ['digits in the bank code', 'D3UTDEFF'],
    ['empty text', ''],
  ])('refuses %s', (_why, bic) => expect(isValidBic(bic)).toBe(false));
});

describe('UK sort code and account number', () => {
  it.each(['601613', '60-16-13', '60 16 13', '40-47-84'])('accepts sort code %s', (code) =>
    expect(isValidSortCode(code)).toBe(true),
  );
  it.each(['60161', '6016134', '60-1613', '60-16 13', 'AB-CD-EF', ''])('refuses sort code %s', (code) =>
    expect(isValidSortCode(code)).toBe(false),
  );
  it.each([
    ['601613', '60-16-13'],
    ['60-16-13', '60-16-13'],
    ['60 16 13', '60-16-13'],
    [' 601613 ', '60-16-13'],
  ])('shows sort code %j as %j', (code, shown) => expect(formatSortCode(code)).toBe(shown));
  it.each(['6016', '6016134', 'AB-CD-EF', ''])('leaves %j, not a sort code, as typed', (code) =>
    expect(formatSortCode(code)).toBe(code),
  );
  it('needs eight digits for the account number', () => {
    expect(isValidUkAccountNumber('31926819')).toBe(true);
    expect(isValidUkAccountNumber('3192681')).toBe(false);
    expect(isValidUkAccountNumber('3192681A')).toBe(false);
  });
});

describe('ABA routing number', () => {
  // Published routing numbers: Bank of America (026009593), JPMorgan Chase (021000021),
  // Wells Fargo (121000248), Citibank (021000089), US Bank (091000022).
  it.each(['026009593', '021000021', '121000248', '021000089', '091000022', '011000015'])(
    'accepts %s',
    (routing) => expect(isValidAbaRouting(routing)).toBe(true),
  );

  it.each([
    ['a broken checksum', '026009594'],
    ['a broken checksum', '021000022'],
    ['eight digits', '02100002'],
    ['ten digits', '0210000210'],
    ['letters', '02100002A'],
    ['all zeros', '000000000'],
  ])('refuses %s (%s)', (_why, routing) => expect(isValidAbaRouting(routing)).toBe(false));

  it('needs 4 to 17 digits for the account number', () => {
    expect(isValidUsAccountNumber('1234')).toBe(true);
    expect(isValidUsAccountNumber('12345678901234567')).toBe(true);
    expect(isValidUsAccountNumber('123')).toBe(false);
    expect(isValidUsAccountNumber('123456789012345678')).toBe(false);
  });

  it('allows letters and digits for a SWIFT account number', () => {
    expect(isValidSwiftAccountNumber('AB1234567')).toBe(true);
    expect(isValidSwiftAccountNumber('AB 12')).toBe(false);
  });
});

describe('amount', () => {
  it.each([
    ['1250.50', 'GBP'],
    ['0.01', 'GBP'],
    ['100', 'JPY'],
    ['1.234', 'KWD'],
    ['1.5', 'EUR'],
  ])('accepts %s %s', (value, currency) => expect(validateAmount(value, currency)).toBeNull());

  it('refuses more decimals than the currency has (ISO 4217 minor units)', () => {
    expect(validateAmount('10.001', 'GBP')).toBe('GBP amounts can have at most 2 decimal places.');
    expect(validateAmount('100.5', 'JPY')).toBe('JPY amounts cannot have decimal places.');
    expect(validateAmount('1.2345', 'KWD')).toBe('KWD amounts can have at most 3 decimal places.');
    expect(precisionMessage('EUR')).toBe('EUR amounts can have at most 2 decimal places.');
  });

  it('refuses zero, negative and non-numbers', () => {
    expect(validateAmount('0', 'GBP')).toBe('The amount must be greater than zero.');
    expect(validateAmount('0.00', 'GBP')).toBe('The amount must be greater than zero.');
    expect(validateAmount('-5', 'GBP')).toBe('The amount cannot be negative.');
    expect(validateAmount('', 'GBP')).toBe('Enter an amount.');
    for (const bad of ['1e3', '1,000.00', '.5', '5.', 'NaN', '12abc'])
      expect(validateAmount(bad, 'GBP')).toBe('Enter the amount in digits, for example 1250.50.');
  });

  it('refuses more than the available balance, compared as decimals', () => {
    expect(validateAmount('100.01', 'GBP', { available: '100.00' })).toBe(
      'The amount exceeds the available balance of 100.00 GBP.',
    );
    expect(validateAmount('100.00', 'GBP', { available: '100.00' })).toBeNull();
    // A float would get this wrong: 0.1 + 0.2 style errors cannot happen with decimal strings.
    expect(validateAmount('9007199254740993.01', 'USD', { available: '9007199254740993.00' })).toMatch(
      /exceeds/,
    );
  });

  it('normalises leading zeros', () => {
    expect(normaliseAmount('0012.50')).toBe('12.50');
    expect(normaliseAmount('0.5')).toBe('0.5');
  });
});

describe('payment reference', () => {
  it('accepts the SWIFT/SEPA-safe set up to 35 characters', () => {
    expect(validatePaymentReference("INV-2026/0142 (Q1) o'k +.,:?")).toBeNull();
    expect(validatePaymentReference('A'.repeat(35))).toBeNull();
  });
  it('refuses empty, too long and unsafe characters', () => {
    expect(validatePaymentReference('')).toMatch(/Enter a reference/);
    expect(validatePaymentReference('A'.repeat(36))).toMatch(/at most 35/);
    expect(validatePaymentReference('<script>')).toMatch(/Use only/);
    expect(validatePaymentReference('Zahlung für März')).toMatch(/Use only/);
  });
});
