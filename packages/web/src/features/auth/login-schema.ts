import { z } from 'zod';

export const EMAIL_REQUIRED = 'Email is required.';
export const EMAIL_INVALID = 'Enter a valid email address.';

/** An email address as the contract accepts it (format email, at most 254 characters). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(128, 'Password is too long.'),
  keepSignedIn: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
