import { describe, expect, it } from 'vitest';
import { formatNumber, groupThousands } from './format-number';
import { numberSymbols } from './i18n/number-symbols';

describe('formatNumber', () => {
  it('adds comma thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('1000')).toBe('1,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber('-1234.567')).toBe('-1,234.567');
    expect(formatNumber('12345678901234567890')).toBe('12,345,678,901,234,567,890');
  });
  it("shows '--' for non-numbers", () => {
    expect(formatNumber('abc')).toBe('--');
    expect(formatNumber(Number.NaN)).toBe('--');
    expect(formatNumber(null)).toBe('--');
  });
  it('groups digit strings', () => {
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('1234', '.')).toBe('1.234');
  });
  it('writes German and French numbers their way', () => {
    expect(formatNumber('-1234.567', numberSymbols('de-DE'))).toBe('-1.234,567');
    expect(formatNumber(1234567, numberSymbols('fr-FR'))).toBe('1\u202f234\u202f567');
  });
});
