import { passwordGuessScore } from '@portal/api-types/password-guessability';
import {
  PASSWORD_MIN_GUESS_SCORE,
  passwordRuleErrors as policyErrors,
} from '@portal/api-types/password-policy';
import { constantTimeEqual, pbkdf2, randomToken } from '../bank/index.js';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

/**
 * zxcvbn's score 3 ("safely unguessable": about 10^8 guesses or more) is the bar, shared with the web's strength
 * hint; below it are the leaked and dictionary passwords with the usual capital, digit and symbol added
 * ('Password1!', 'Welcome123!', 'Summer2024!').
 */
const MIN_SCORE = PASSWORD_MIN_GUESS_SCORE;

/**
 * The password rule (rule AUTH-01), from the one copy the web's form also uses, then the bank's own refusal
 * of guessable passwords (rule AUTH-03), only once the rule is met, so a weak password gets the rule's
 * messages first.
 */
export async function passwordRuleErrors(password: string): Promise<string[]> {
  const errors = policyErrors(password);
  if (errors.length > 0) return errors;
  const score = await passwordGuessScore(password);
  return score < MIN_SCORE ? [COMMON_PASSWORD_MESSAGE] : [];
}

// A low PBKDF2 cost: this is a simulator; the point is constant-time comparison and equal work per attempt.
const ITERATIONS = 300;

export function hashPassword(password: string, salt = randomToken(12)): string {
  return `${salt}:${pbkdf2(password, salt, ITERATIONS)}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  return constantTimeEqual(pbkdf2(password, salt, ITERATIONS), hash);
}

/** Same work as a real check, for unknown addresses (no timing oracle). */
export const DUMMY_HASH = hashPassword('dummy-Password#1', '00000000000000000000000000000000');
