import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { zodMessage } from './i18n/zod-message';

/** The profile's limit for a first or last name (the contract's UserProfile.first_name / last_name). */
export const PERSON_NAME_MAX_LENGTH = 100;

// The control characters the bank refuses in names.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A first or last name as typed: trimmed, 1 to 100 characters, no control characters. The messages speak to
 * whoever types it: the person themselves ('your') or someone inviting them ('their').
 */
export const personName = (what: 'first' | 'last', whose: 'your' | 'their' = 'your') => {
  const texts = nameMessages(what, whose);
  return z
    .string()
    .trim()
    .min(1, zodMessage(texts.required))
    .max(PERSON_NAME_MAX_LENGTH, zodMessage(texts.tooLong))
    .refine((value) => !CONTROL.test(value), zodMessage(texts.control));
};

interface NameMessages {
  required: MessageDescriptor;
  tooLong: MessageDescriptor;
  control: MessageDescriptor;
}

// Whole sentences per case: the translations need not piece names and owners together.
function nameMessages(what: 'first' | 'last', whose: 'your' | 'their'): NameMessages {
  const max = PERSON_NAME_MAX_LENGTH;
  if (what === 'first') {
    return whose === 'your'
      ? {
          required: msg`Enter your first name.`,
          tooLong: msg`Your first name can have at most ${max} characters.`,
          control: msg`Your first name cannot contain control characters.`,
        }
      : {
          required: msg`Enter their first name.`,
          tooLong: msg`Their first name can have at most ${max} characters.`,
          control: msg`Their first name cannot contain control characters.`,
        };
  }
  return whose === 'your'
    ? {
        required: msg`Enter your last name.`,
        tooLong: msg`Your last name can have at most ${max} characters.`,
        control: msg`Your last name cannot contain control characters.`,
      }
    : {
        required: msg`Enter their last name.`,
        tooLong: msg`Their last name can have at most ${max} characters.`,
        control: msg`Their last name cannot contain control characters.`,
      };
}
