import { z } from 'zod';

// The control characters the server refuses in names and titles.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}`)
    .max(100, `The ${label} must be 100 characters or fewer`)
    .refine((v) => !CONTROL.test(v), `The ${label} contains characters that are not allowed`);

/** Spaces, dashes and brackets are typing help only; the number is sent compact. */
export function compactPhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

export const profileSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  // E.164, as the contract's pattern: +, a country code not starting with 0, 7 to 15 digits in all.
  phone: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^\+[1-9]\d{6,14}$/.test(compactPhone(v)),
      'Enter the number in international format, such as +447700900123',
    ),
  job_title: z
    .string()
    .trim()
    .max(100, 'The job title must be 100 characters or fewer')
    .refine((v) => !CONTROL.test(v), 'The job title contains characters that are not allowed'),
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
