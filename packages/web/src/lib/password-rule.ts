import { z } from 'zod';

/** The spec's six messages (section 5), to the letter, in the spec's order. */
export const PASSWORD_MESSAGES = {
  min: 'Must be at least 8 characters long',
  max: 'Must be 20 or fewer characters long',
  lower: 'Must include at least one lowercase letter',
  upper: 'Must include at least one uppercase letter',
  number: 'Must include at least one number',
  special: 'Must include at least one special character',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

export type PasswordRuleKey = keyof typeof PASSWORD_MESSAGES;

export interface PasswordRule {
  key: PasswordRuleKey;
  message: string;
  test: (password: string) => boolean;
}

/**
 * The rule, one check per message. Letters and digits are ASCII, as the server checks them, so the
 * browser and the bank never disagree about a password.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'min', message: PASSWORD_MESSAGES.min, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'max', message: PASSWORD_MESSAGES.max, test: (p) => p.length <= PASSWORD_MAX_LENGTH },
  { key: 'lower', message: PASSWORD_MESSAGES.lower, test: (p) => /[a-z]/.test(p) },
  { key: 'upper', message: PASSWORD_MESSAGES.upper, test: (p) => /[A-Z]/.test(p) },
  { key: 'number', message: PASSWORD_MESSAGES.number, test: (p) => /[0-9]/.test(p) },
  { key: 'special', message: PASSWORD_MESSAGES.special, test: (p) => /[^A-Za-z0-9]/.test(p) },
];

/** Each rule with whether the password meets it (the live checklist). */
export function checkPassword(password: string): { key: PasswordRuleKey; message: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ key: rule.key, message: rule.message, met: rule.test(password) }));
}

/** The messages of the rules the password breaks, in the spec's order. */
export function passwordRuleErrors(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

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
