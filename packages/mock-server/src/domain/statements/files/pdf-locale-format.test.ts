import { describe, expect, it } from 'vitest';
import { formatIssueDate, formatLongDate, formatMoney, formatShortDate } from './pdf-locale-format.js';

/** Intl's narrow no-break space (fr-FR groups) and no-break space shown as plain spaces for readable expectations. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/gu, ' ');

describe('money for the PDFs', () => {
  it.each([
    [123_456n, 'GBP', 'en-GB', '£1,234.56'],
    [123_456n, 'EUR', 'de-DE', '1.234,56 €'],
    [123_456n, 'EUR', 'fr-FR', '1 234,56 €'],
    [-5n, 'GBP', 'en-GB', '-£0.05'],
    [1_234n, 'JPY', 'en-GB', 'JP¥1,234'],
    [0n, 'USD', 'en-GB', 'US$0.00'],
  ] as const)('%s %s in %s is %s', (minor, currency, locale, expected) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(expected);
  });

  it('keeps every digit of amounts beyond a float’s precision', () => {
    expect(formatMoney(123_456_789_012_345_678_901n, 'GBP', 'en-GB')).toBe('£1,234,567,890,123,456,789.01');
  });

  it('uses the ISO code when the symbol is not in the PDF fonts (₹)', () => {
    expect(plain(formatMoney(123_450n, 'INR', 'en-GB'))).toBe('INR 1,234.50');
  });
});

describe('dates for the PDFs', () => {
  it.each([
    ['en-GB', '1 October 2026', '1 Oct 2026'],
    ['de-DE', '1. Oktober 2026', '01.10.2026'],
    ['fr-FR', '1 octobre 2026', '1 oct. 2026'],
  ] as const)('%s writes 2026-10-01 as %s and %s', (locale, long, short) => {
    expect(formatLongDate('2026-10-01', locale)).toBe(long);
    expect(formatShortDate('2026-10-01', locale)).toBe(short);
  });

  it('dates an issue instant by the bank’s clock (London summer time), not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatIssueDate(Date.UTC(2026, 5, 30, 23, 30), 'en-GB')).toBe('1 July 2026');
  });
});
