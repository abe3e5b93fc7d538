import { passwordRuleErrors } from '@portal/api-types/password-policy';
import { z } from 'zod';

// The rule itself (rule AUTH-01: checks and six messages) lives in @portal/api-types, which the mock bank's
// server-side check also builds on, so the form and the server cannot disagree. Re-exported for the screens.
export { checkPassword } from '@portal/api-types/password-policy';

/** The one password schema: every screen that sets a password validates with it. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  for (const message of passwordRuleErrors(password)) ctx.addIssue({ code: 'custom', message });
});

export const PASSWORD_CONFIRMATION_REQUIRED = 'Confirm your new password.';
export const PASSWORD_CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

/** The fields of a new password with its confirmation (the contract's names). */
export const newPasswordFields = {
  password: passwordSchema,
  password_confirmation: z.string().min(1, PASSWORD_CONFIRMATION_REQUIRED),
};

/** The confirmation check, for `.refine(...confirmationMatches)` on a form that has the fields above. */
export const confirmationMatches: [
  (values: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; message: string },
] = [
  (values) => values.password_confirmation === '' || values.password === values.password_confirmation,
  { path: ['password_confirmation'], message: PASSWORD_CONFIRMATION_MISMATCH },
];

/** A new password and its confirmation: reset, invitation and first-time password. */
export const newPasswordSchema = z.object(newPasswordFields).refine(...confirmationMatches);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
