import { msg, t } from '@lingui/core/macro';
import {
  checkPassword as checkPasswordRule,
  PASSWORD_RULES,
  type PasswordRuleCheck,
  type PasswordRuleKey,
} from '@portal/api-types/password-policy';
import { z } from 'zod';
import { zodMessage } from '../../lib/i18n/zod-message';

// The rule itself (rule AUTH-01: checks and six messages) lives in @portal/api-types, which the mock bank's
// server-side check also builds on, so the form and the server cannot disagree. Its English messages are the
// msgids; the screens show them in the active language.

/** One message of rule AUTH-01 in the active language. */
export function passwordRuleText(key: PasswordRuleKey): string {
  switch (key) {
    case 'min':
      return t`Must be at least 8 characters long`;
    case 'max':
      return t`Must be 20 or fewer characters long`;
    case 'lower':
      return t`Must include at least one lowercase letter`;
    case 'upper':
      return t`Must include at least one uppercase letter`;
    case 'number':
      return t`Must include at least one number`;
    case 'special':
      return t`Must include at least one special character`;
  }
}

/** Each rule with whether the password meets it (the live checklist), its message in the active language. */
export function checkPassword(password: string): PasswordRuleCheck[] {
  return checkPasswordRule(password).map((check) => ({ ...check, message: passwordRuleText(check.key) }));
}

/** The one password schema: every screen that sets a password validates with it. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  for (const rule of PASSWORD_RULES)
    if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: passwordRuleText(rule.key) });
});

export const PASSWORD_CONFIRMATION_REQUIRED = msg`Confirm your new password.`;
export const PASSWORD_CONFIRMATION_MISMATCH = msg`The password confirmation does not match.`;

/** The fields of a new password with its confirmation (the contract's names). */
export const newPasswordFields = {
  password: passwordSchema,
  password_confirmation: z.string().min(1, zodMessage(PASSWORD_CONFIRMATION_REQUIRED)),
};

/** The confirmation check, for `.refine(...confirmationMatches)` on a form that has the fields above. */
export const confirmationMatches: [
  (values: { password: string; password_confirmation: string }) => boolean,
  { path: string[] } & ReturnType<typeof zodMessage>,
] = [
  (values) => values.password_confirmation === '' || values.password === values.password_confirmation,
  { path: ['password_confirmation'], ...zodMessage(PASSWORD_CONFIRMATION_MISMATCH) },
];

/** A new password and its confirmation: reset, invitation and first-time password. */
export const newPasswordSchema = z.object(newPasswordFields).refine(...confirmationMatches);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
