import { z } from 'zod';

/** The profile's limit for a first or last name (the contract's UserProfile.first_name / last_name). */
export const PERSON_NAME_MAX_LENGTH = 100;

// The control characters the bank refuses in names.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A first or last name as typed: trimmed, 1 to 100 characters, no control characters. */
export const personName = (what: 'first name' | 'last name') =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(PERSON_NAME_MAX_LENGTH, `Your ${what} can have at most ${PERSON_NAME_MAX_LENGTH} characters.`)
    .refine((value) => !CONTROL.test(value), `Your ${what} cannot contain control characters.`);
