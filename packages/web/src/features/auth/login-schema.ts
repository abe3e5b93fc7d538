import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { emailField } from '../../lib/email-schema';
import { zodMessage } from '../../lib/i18n/zod-message';

/** The address someone signs in with, or asks a reset link for. */
export const emailSchema = emailField(msg`Email is required.`);

// zod/mini: the chunk the login screen loads after its first paint carries no classic zod.
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, zodMessage(msg`Password is required.`)),
      z.maxLength(128, zodMessage(msg`Password is too long.`)),
    ),
  keepSignedIn: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** Loaded by the login screen after its first paint (lib/deferred-resolver.ts). */
export const loginResolver = zodResolver(loginSchema);
