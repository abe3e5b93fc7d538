import * as z from 'zod/mini';
import { emailField } from '../../lib/email-schema';

/** The address someone signs in with, or asks a reset link for. */
export const emailSchema = emailField('Email is required.');

// zod/mini: the front door loads no classic zod.
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(z.minLength(1, 'Password is required.'), z.maxLength(128, 'Password is too long.')),
  keepSignedIn: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
