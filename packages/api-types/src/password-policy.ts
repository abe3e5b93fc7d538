/**
 * The password rule (rule AUTH-01): one copy, plain data and functions with no validation library, so
 * the web's form schema and the mock bank's server-side check are built on it and cannot disagree.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/**
 * The bank's bar for guessability beyond the rule (rule AUTH-03): zxcvbn's score 3, "safely unguessable" (about
 * 10^8 guesses or more). The mock bank refuses a password below it; the web's strength hint uses it so the two agree.
 */
export const PASSWORD_MIN_GUESS_SCORE = 3;

/** The six messages of rule AUTH-01, to the letter, in its order. */
export const PASSWORD_MESSAGES = {
  min: 'Must be at least 8 characters long',
  max: 'Must be 20 or fewer characters long',
  lower: 'Must include at least one lowercase letter',
  upper: 'Must include at least one uppercase letter',
  number: 'Must include at least one number',
  special: 'Must include at least one special character',
} as const;

export type PasswordRuleKey = keyof typeof PASSWORD_MESSAGES;

export interface PasswordRule {
  key: PasswordRuleKey;
  message: string;
  test: (password: string) => boolean;
}

export interface PasswordRuleCheck {
  key: PasswordRuleKey;
  message: string;
  met: boolean;
}

/**
 * One check per message. Letters and digits are ASCII; "special" is any other character (a space counts),
 * "neither letter nor digit" as rule AUTH-01 puts it.
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
export function checkPassword(password: string): PasswordRuleCheck[] {
  return PASSWORD_RULES.map((rule) => ({ key: rule.key, message: rule.message, met: rule.test(password) }));
}

/** The messages of the rules the password breaks, in the order of rule AUTH-01; empty when it meets them all. */
export function passwordRuleErrors(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
