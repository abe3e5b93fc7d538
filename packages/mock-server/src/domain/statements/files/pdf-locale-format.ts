import type { Locale } from '../../bank/index.js';
import { BANK_TIMEZONE, formatMinor, minorUnits, zonedDate } from '../../bank/index.js';

/** Money and dates as a reader in `locale` writes them, for the PDF files. */

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string, display: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${locale} ${currency} ${display}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = minorUnits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      // The bank's ISO table decides the decimals, not ICU's (they differ for a few currencies).
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** What the standard PDF fonts can show besides Latin-1: the euro sign and Intl's own spaces and minus. */
const PDF_UNSAFE = /[^\u0020-\u00ff€\u202f\u2212]/u;

/**
 * `minor` as a currency amount in `locale` ("£1,234.56", "1.234,56 €"). Intl formats the exact decimal string
 * (never a float); a symbol the PDF fonts lack (₹) falls back to the ISO code ("INR 1,234.56").
 */
export function formatMoney(minor: bigint, currency: string, locale: Locale): string {
  const decimal = formatMinor(minor, currency) as `${number}`;
  const text = moneyFormat(locale, currency, 'symbol').format(decimal);
  return PDF_UNSAFE.test(text) ? moneyFormat(locale, currency, 'code').format(decimal) : text;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, style: 'long' | 'medium'): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Calendar dates are formatted as UTC midnights so no zone can move them to another day.
    format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

function calendarDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A calendar date (YYYY-MM-DD) in the locale's long form: "1 October 2026", "1. Oktober 2026". */
export function formatLongDate(date: string, locale: Locale): string {
  return dateFormat(locale, 'long').format(calendarDate(date));
}

/** A calendar date in the locale's compact form for table rows: "1 Oct 2026", "01.10.2026". */
export function formatShortDate(date: string, locale: Locale): string {
  return dateFormat(locale, 'medium').format(calendarDate(date));
}

/** The day an instant falls on at the bank (its statements' and letters' issue date), in the long form. */
export function formatIssueDate(epochMs: number, locale: Locale): string {
  return formatLongDate(zonedDate(epochMs, BANK_TIMEZONE), locale);
}
