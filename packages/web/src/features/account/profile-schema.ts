import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { zodMessage } from '../../lib/i18n/zod-message';

// The control characters the server refuses in names and titles.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A name's rules, with each message written whole for its field (a label put into a sentence reads badly). */
const name = (messages: {
  required: MessageDescriptor;
  tooLong: MessageDescriptor;
  refused: MessageDescriptor;
}) =>
  z
    .string()
    .trim()
    .min(1, zodMessage(messages.required))
    .max(100, zodMessage(messages.tooLong))
    .refine((v) => !CONTROL.test(v), zodMessage(messages.refused));

/** Spaces, dashes and brackets are typing help only; the number is sent compact. */
export function compactPhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

export const profileSchema = z.object({
  first_name: name({
    required: msg`Enter your first name`,
    tooLong: msg`The first name must be 100 characters or fewer`,
    refused: msg`The first name contains characters that are not allowed`,
  }),
  last_name: name({
    required: msg`Enter your last name`,
    tooLong: msg`The last name must be 100 characters or fewer`,
    refused: msg`The last name contains characters that are not allowed`,
  }),
  // E.164, as the contract's pattern: +, a country code not starting with 0, 7 to 15 digits in all.
  phone: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^\+[1-9]\d{6,14}$/.test(compactPhone(v)),
      zodMessage(msg`Enter the number in international format, such as +447700900123`),
    ),
  job_title: z
    .string()
    .trim()
    .max(100, zodMessage(msg`The job title must be 100 characters or fewer`))
    .refine((v) => !CONTROL.test(v), zodMessage(msg`The job title contains characters that are not allowed`)),
});

export type ProfileValues = z.infer<typeof profileSchema>;

/** The PATCH body: empty optional fields are cleared with null. */
export function toProfileUpdate(values: ProfileValues) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim() === '' ? null : compactPhone(values.phone.trim()),
    job_title: values.job_title.trim() === '' ? null : values.job_title.trim(),
  };
}
