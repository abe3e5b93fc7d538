import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from '../../bank/index.js';

/**
 * The values a record's fields are made of. Times are epoch ms the bank can turn into an ISO date (years
 * 1970–9999: what the contract's timestamps can say), so no stored time makes `toISOString` throw.
 */
const LAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const epochMs = z.number().min(0).max(LAST_MS);

/** A count or position (failures, seq, cursor): a whole number from 0. */
export const count = z.number().int().min(0);

/** Money in minor units, within what the contract's decimal strings carry (16 integer digits) in any currency. */
const MONEY_LIMIT = 10n ** 15n;
/** A balance, running or booked: may be below zero. */
export const balanceMinor = z.bigint().min(-MONEY_LIMIT).max(MONEY_LIMIT);
/** An amount or fee (the contract's positive decimal strings). */
export const minor = z.bigint().min(0n).max(MONEY_LIMIT);
/** A rate scaled by 10^8: the contract's rates have at most 10 integer digits. */
export const rate = z
  .bigint()
  .min(0n)
  .max(10n ** 18n - 1n);

/** Refs the bank keeps but never serves (tokens, session families): any text. */
export const ref = z.string().min(1);
/** A currency the bank supports: the API takes no other, and the FX rates have none for another. */
export const currency = z.enum(SUPPORTED_CURRENCIES);
export const calendarDate = z.iso.date();
export const reasonCode = z.string().regex(/^[A-Z]{4}$/, 'a reason code (four capitals)');
