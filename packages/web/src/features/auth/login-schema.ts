import { z } from 'zod';
import { emailField } from '../../lib/email-schema';

/** The address someone signs in with, or asks a reset link for. */
export const emailSchema = emailField('Email is required.');

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(128, 'Password is too long.'),
  keepSignedIn: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
