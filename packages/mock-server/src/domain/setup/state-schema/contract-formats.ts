import { z } from 'zod';

/**
 * The contract's formats (openapi/openapi.yaml, components) for the stored fields the bank serves as they
 * are: a state that loads is then answered within the contract, not only without a crash.
 */

// The contract's character classes, as its patterns spell them: C0 controls and DEL (U+0080–U+009F pass),
// built from text because a regex literal may not hold control characters (lint).
const C0_DEL = '\\u0000-\\u001F\\u007F';
/** A line feed is the one control character a paragraph may hold. */
const C0_DEL_BUT_LF = '\\u0000-\\u0009\\u000B-\\u001F\\u007F';
const LINE = new RegExp(`^[^${C0_DEL}]+$`);
const LINE_OR_EMPTY = new RegExp(`^[^${C0_DEL}]*$`);
const PARAGRAPH = new RegExp(`^[^${C0_DEL_BUT_LF}]*$`);

/** Text on one line, not empty (the contract's names, titles and reasons). */
export const line = (max: number) => z.string().max(max).regex(LINE, 'one line of text');

/** A notification's body: may be empty and hold line breaks. */
export const paragraph = (max: number) =>
  z.string().max(max).regex(PARAGRAPH, 'text without control characters');

/** A ref of one kind: its prefix, then up to 64 letters, digits and underscores. */
export const refOf = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,64}$`), `a ${prefix}_ ref`);

export const email = z.email().max(254);
export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
export const paymentReference = z.string().regex(/^[A-Za-z0-9/?:().,'+ -]{1,35}$/, 'a payment reference');
export const phone = z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'a phone number (+ and digits)');
export const bic = z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a BIC');
export const registrationNumber = z
  .string()
  .max(50)
  .regex(/^[A-Za-z0-9 ./-]+$/, 'a registration number');
export const fileName = z
  .string()
  .max(255)
  .regex(new RegExp(`^[^${C0_DEL}/\\\\]+$`), 'a file name');
export const ipAddress = z.string().regex(/^[0-9A-Fa-f.:]{1,64}$/, 'an IP address');
/** Text on one line that may be empty (an optional description). */
export const lineOrEmpty = (max: number) => z.string().max(max).regex(LINE_OR_EMPTY, 'one line of text');

export const userAgent = lineOrEmpty(512);
