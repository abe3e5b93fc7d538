import { describe, expect, it } from 'vitest';
import { formatMinor, parsePositiveAmount } from './money.js';

describe('money (bigint minor units, never floats)', () => {
  it.each([
    ['1250.50', 'GBP', 125050n],
    ['0.01', 'GBP', 1n],
    ['1000', 'JPY', 1000n],
    ['1.234', 'KWD', 1234n],
    ['999999999999.99', 'USD', 99999999999999n],
  ])('parses %s %s', (text, currency, minor) => {
    expect(parsePositiveAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    ['0'],
    ['0.00'],
    ['-0'],
    ['-1'],
    ['1e3'],
    ['NaN'],
    ['10.001'],
    ['9007199254740993'],
    ['01'],
    [''],
  ])('refuses %j for GBP', (text) => {
    expect(parsePositiveAmount(text, 'GBP').ok).toBe(false);
  });

  it('refuses decimals for JPY and numbers instead of strings', () => {
    expect(parsePositiveAmount('1.5', 'JPY').ok).toBe(false);
    expect(parsePositiveAmount(10, 'GBP').ok).toBe(false);
  });

  it('formats to the currency precision, sums exactly', () => {
    expect(formatMinor(125050n, 'GBP')).toBe('1250.50');
    expect(formatMinor(-5n, 'EUR')).toBe('-0.05');
    expect(formatMinor(1000n, 'JPY')).toBe('1000');
    // 0.1 + 0.2 in minor units is exactly 0.30.
    expect(formatMinor(10n + 20n, 'USD')).toBe('0.30');
  });
});
