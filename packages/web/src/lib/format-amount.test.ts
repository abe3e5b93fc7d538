import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatFee } from './format-amount';
import { numberSymbols } from './i18n/number-symbols';

describe('formatAmount', () => {
  it('uses comma thousands and exactly the minor units of the currency', () => {
    expect(formatAmount('1234.5', 'GBP')).toBe('1,234.50');
    expect(formatAmount('1234567.891', 'KWD')).toBe('1,234,567.891');
    expect(formatAmount('1234567', 'JPY')).toBe('1,234,567');
    expect(formatAmount('0', 'EUR')).toBe('0.00');
    expect(formatAmount('007.1', 'EUR')).toBe('7.10');
  });
  it('keeps precision beyond float range', () => {
    expect(formatAmount('90071992547409931.07', 'USD')).toBe('90,071,992,547,409,931.07');
  });
  it('rounds extra decimals half away from zero from the string', () => {
    expect(formatAmount('1.005', 'GBP')).toBe('1.01');
    expect(formatAmount('2.5', 'JPY')).toBe('3');
    expect(formatAmount('-1234.5', 'GBP')).toBe('-1,234.50');
    expect(formatAmount('-0.001', 'GBP')).toBe('0.00');
  });
  it('can append the currency code', () => {
    expect(formatAmount('10', 'chf', { withCode: true })).toBe('10.00 CHF');
  });
  it('writes the separators of the language: German and French group and mark decimals their way', () => {
    const de = numberSymbols('de-DE');
    const fr = numberSymbols('fr-FR');
    expect(formatAmount('1234.56', 'EUR', { symbols: de, withCode: true })).toBe('1.234,56 EUR');
    expect(formatAmount('1234.56', 'EUR', { symbols: fr, withCode: true })).toBe('1\u202f234,56 EUR');
    expect(formatAmount('-1234567', 'JPY', { symbols: de })).toBe('-1.234.567');
  });
  it('follows the active language', async () => {
    i18n.activate('de-DE');
    try {
      expect(formatAmount('1234.5', 'GBP')).toBe('1.234,50');
    } finally {
      i18n.activate('en-GB');
    }
  });
  it("shows '--' for empty or invalid values", () => {
    expect(formatAmount('', 'GBP')).toBe('--');
    expect(formatAmount(null, 'GBP')).toBe('--');
    expect(formatAmount('1e3', 'GBP')).toBe('--');
    expect(formatAmount('abc', 'GBP')).toBe('--');
  });
});

describe('formatFee', () => {
  it("says 'No fee' for a zero fee, in any currency and however it is written", () => {
    expect(formatFee('0', 'GBP')).toBe('No fee');
    expect(formatFee('0.00', 'GBP')).toBe('No fee');
    expect(formatFee('0', 'JPY')).toBe('No fee');
  });
  it('shows any other fee as an amount with its currency', () => {
    expect(formatFee('1.5', 'GBP')).toBe('1.50 GBP');
    expect(formatFee('1250', 'JPY')).toBe('1,250 JPY');
  });
  it("shows '--' for no value", () => {
    expect(formatFee(undefined, 'GBP')).toBe('--');
    expect(formatFee('abc', 'GBP')).toBe('--');
  });
});
