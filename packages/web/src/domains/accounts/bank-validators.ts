import { plural, t } from '@lingui/core/macro';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { getCurrencyMinorUnits } from '../../lib/currency';
import { compareDecimal, parseDecimal } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';

// Pure checks of bank details and amounts, shared by the recipient form and the payment flow.
// Each returns a boolean, or an error message (null when valid), never throws.

/** 'de89 3704 0044 0532 0130 00' → 'DE89370400440532013000' (spaces and dashes dropped, upper case). */
export function compactIban(value: string): string {
  return electronicFormatIBAN(value.replace(/-/g, '')) ?? '';
}

/** IBAN structure for its country and the ISO 13616 mod-97 checksum (ibantools). */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  return iban !== '' && isValidIBAN(iban);
}

/** BIC (ISO 9362): 8 or 11 characters with a known country (ibantools). */
export function isValidBic(value: string): boolean {
  const bic = value.trim().toUpperCase();
  return /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic);
}

/** UK sort code: six digits, optionally written in pairs with dashes or spaces. */
export function isValidSortCode(value: string): boolean {
  return /^(\d{6}|\d{2}([-\s])\d{2}\2\d{2})$/.test(value.trim());
}

/** UK account number: eight digits. */
export function isValidUkAccountNumber(value: string): boolean {
  return /^\d{8}$/.test(value.trim());
}

/** ABA routing number: nine digits with 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidAbaRouting(value: string): boolean {
  const routing = value.trim();
  if (!/^\d{9}$/.test(routing) || routing === '000000000') return false;
  const d = [...routing].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

/** US account number: 4 to 17 digits. */
export function isValidUsAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value.trim());
}

/** Account number used with a BIC (SWIFT): 4 to 34 letters or digits. */
export function isValidSwiftAccountNumber(value: string): boolean {
  return /^[A-Za-z0-9]{4,34}$/.test(value.trim());
}

/**
 * The amount messages, read in the active language each time (getters, so nothing is translated at module
 * load); callers compare validateAmount's answer with them.
 */
export const AMOUNT_MESSAGES = {
  get required() {
    return t`Enter an amount.`;
  },
  get format() {
    return t`Enter the amount in digits, for example 1250.50.`;
  },
  get negative() {
    return t`The amount cannot be negative.`;
  },
  get zero() {
    return t`The amount must be greater than zero.`;
  },
  get tooManyDigits() {
    return t`The amount is too large.`;
  },
};

/** The message for an amount with more decimals than its currency allows. */
export function precisionMessage(currency: string): string {
  const units = getCurrencyMinorUnits(currency);
  if (units === 0) return t`${currency} amounts cannot have decimal places.`;
  return plural(units, {
    one: `${currency} amounts can have at most # decimal place.`,
    other: `${currency} amounts can have at most # decimal places.`,
  });
}

export function overBalanceMessage(available: string, currency: string): string {
  const balance = formatAmount(available, currency, { withCode: true });
  return t`The amount exceeds the available balance of ${balance}.`;
}

/**
 * Checks an amount typed by the user, as a decimal string (never a float): present, plain digits,
 * not negative, not zero, no more decimals than the currency has, and (when given) not more than
 * the available balance. Returns the message to show, or null when valid.
 */
export function validateAmount(
  value: string,
  currency: string,
  options: { available?: string | null } = {},
): string | null {
  const text = value.trim();
  if (text === '') return AMOUNT_MESSAGES.required;
  if (/^-\s*\d/.test(text)) return AMOUNT_MESSAGES.negative;
  if (!/^\d+(\.\d+)?$/.test(text)) return AMOUNT_MESSAGES.format;
  const parsed = parseDecimal(text);
  if (!parsed) return AMOUNT_MESSAGES.format;
  if (!/[1-9]/.test(`${parsed.int}${parsed.frac}`)) return AMOUNT_MESSAGES.zero;
  if (parsed.frac.length > getCurrencyMinorUnits(currency)) return precisionMessage(currency);
  // The contract's PositiveDecimalString allows at most 16 integer digits.
  if (parsed.int.replace(/^0+/, '').length > 16) return AMOUNT_MESSAGES.tooManyDigits;
  const { available } = options;
  if (available !== undefined && available !== null && parseDecimal(available)) {
    if (compareDecimal(text, available) > 0) return overBalanceMessage(available, currency);
  }
  return null;
}

/** The canonical decimal string sent to the API: '0012.5' → '12.5'. Assumes validateAmount passed. */
export function normaliseAmount(value: string): string {
  const parsed = parseDecimal(value.trim());
  if (!parsed) return value.trim();
  const int = parsed.int.replace(/^0+(?=\d)/, '');
  return parsed.frac ? `${int}.${parsed.frac}` : int;
}

/** The SWIFT/SEPA-safe set of the contract's payment reference, 1 to 35 characters. */
export const PAYMENT_REFERENCE_MAX_LENGTH = 35;
const REFERENCE_PATTERN = /^[A-Za-z0-9/?:().,'+ -]+$/;

export function validatePaymentReference(value: string): string | null {
  if (value.trim() === '') return t`Enter a reference for the recipient.`;
  const max = PAYMENT_REFERENCE_MAX_LENGTH;
  if (value.length > max) return t`The reference can be at most ${max} characters.`;
  if (!REFERENCE_PATTERN.test(value)) return t`Use only letters, digits, spaces and / - ? : ( ) . , ' +`;
  return null;
}
