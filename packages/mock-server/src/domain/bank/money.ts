import { currencyMinorUnits } from '@portal/api-types/currency-minor-units';

/** Money as bigint minor units; decimal strings at the edges. Never floats. */

export const SUPPORTED_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'SGD',
  'HKD',
  'NZD',
  'ZAR',
  'AED',
  'INR',
] as const;

const digitsByCode = new Map<string, number>();

/**
 * ISO 4217 minor units, the same table as the web app's (`@portal/api-types/currency-minor-units`), remembered
 * by code as asked: every amount of every answer asks, and the shared table normalises the code first.
 */
export function minorUnits(currency: string): number {
  let digits = digitsByCode.get(currency);
  if (digits === undefined) {
    digits = currencyMinorUnits(currency);
    // Bounded: a code comes from a request too.
    if (digitsByCode.size < 512) digitsByCode.set(currency, digits);
  }
  return digits;
}

export function isSupportedCurrency(code: string): boolean {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

const POSITIVE = /^(0|[1-9][0-9]{0,15})(\.[0-9]{1,3})?$/;
/** Largest accepted amount: one trillion major units, far below 2^53 minor units. */
const MAX_MAJOR = 1_000_000_000_000n;

export type AmountResult = { ok: true; minor: bigint } | { ok: false; message: string };

export function parsePositiveAmount(value: unknown, currency: string): AmountResult {
  if (typeof value !== 'string' || !POSITIVE.test(value)) {
    return { ok: false, message: 'The amount must be a positive decimal number such as 1250.00.' };
  }
  const digits = minorUnits(currency);
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${currency} amounts cannot have decimals.`
          : `${currency} amounts can have at most ${digits} decimal places.`,
    };
  }
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n) return { ok: false, message: 'The amount must be greater than zero.' };
  if (BigInt(whole) >= MAX_MAJOR) return { ok: false, message: 'The amount is too large.' };
  return { ok: true, minor };
}

/** "1234.50" from 123450n in GBP: the decimal point put into the digits (no bigint division). */
export function formatMinor(minor: bigint, currency: string): string {
  const digits = minorUnits(currency);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString();
  if (digits === 0) return negative ? `-${text}` : text;
  const padded = text.padStart(digits + 1, '0');
  const decimal = `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
  return negative ? `-${decimal}` : decimal;
}

/** Minor units from a whole-major-unit number used in seed data only. */
export function majorToMinor(major: number, currency: string): bigint {
  return BigInt(Math.round(major)) * 10n ** BigInt(minorUnits(currency));
}
