import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { emailSchema } from './login-schema';

export const forgotPasswordSchema = z.object({ email: emailSchema });

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Loaded by the forgot-password screen after its first paint (lib/deferred-resolver.ts). */
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
