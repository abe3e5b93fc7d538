import { z } from 'zod';

/** The profile's limit for a first or last name (the contract's UserProfile.first_name / last_name). */
export const PERSON_NAME_MAX_LENGTH = 100;

// The control characters the bank refuses in names.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A first or last name as typed: trimmed, 1 to 100 characters, no control characters. The messages speak to
 * whoever types it: the person themselves ('your') or someone inviting them ('their').
 */
export const personName = (what: 'first name' | 'last name', whose: 'your' | 'their' = 'your') => {
  const whoseText = whose === 'your' ? 'Your' : 'Their';
  return z
    .string()
    .trim()
    .min(1, `Enter ${whose} ${what}.`)
    .max(
      PERSON_NAME_MAX_LENGTH,
      `${whoseText} ${what} can have at most ${PERSON_NAME_MAX_LENGTH} characters.`,
    )
    .refine((value) => !CONTROL.test(value), `${whoseText} ${what} cannot contain control characters.`);
};
