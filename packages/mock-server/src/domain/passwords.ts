import { passwordRuleErrors as policyErrors } from '@portal/api-types/password-policy';
import { constantTimeEqual, pbkdf2, randomToken } from './crypto/portable.js';

/** Well-known passwords that satisfy the character rules but are still refused. */
const COMMON = new Set(
  [
    'Password1!',
    'Password123!',
    'P@ssw0rd',
    'P@ssword1',
    'P@ssw0rd1',
    'Passw0rd!',
    'Welcome1!',
    'Welcome123!',
    'Qwerty123!',
    'Qwerty1!',
    'Admin123!',
    'Letmein1!',
    'Abc12345!',
    'Abcd1234!',
    'Summer2024!',
    'Winter2024!',
    'Spring2025!',
    'Iloveyou1!',
    'Monkey123!',
    'Football1!',
    'Changeme1!',
    'Password2024!',
    'Password2025!',
    'Password2026!',
  ].map((p) => p.toLowerCase()),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

/**
 * The spec's rule, from the one copy the web's form also uses, then the bank's own extra refusal of
 * well-known passwords (only once the rule is met, so a weak password gets the rule's messages first).
 */
export function passwordRuleErrors(password: string): string[] {
  const errors = policyErrors(password);
  if (errors.length === 0 && COMMON.has(password.toLowerCase())) errors.push(COMMON_PASSWORD_MESSAGE);
  return errors;
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
