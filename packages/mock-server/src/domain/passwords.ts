import { constantTimeEqual, pbkdf2, randomToken } from './crypto/portable.js';

/** The spec's six messages, in the spec's order. */
export const PASSWORD_MESSAGES = {
  min: 'Must be at least 8 characters long',
  max: 'Must be 20 or fewer characters long',
  lower: 'Must include at least one lowercase letter',
  upper: 'Must include at least one uppercase letter',
  number: 'Must include at least one number',
  special: 'Must include at least one special character',
} as const;

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

export function passwordRuleErrors(password: string): string[] {
  const errors: string[] = [];
  if (password.length < 8) errors.push(PASSWORD_MESSAGES.min);
  if (password.length > 20) errors.push(PASSWORD_MESSAGES.max);
  if (!/[a-z]/.test(password)) errors.push(PASSWORD_MESSAGES.lower);
  if (!/[A-Z]/.test(password)) errors.push(PASSWORD_MESSAGES.upper);
  if (!/[0-9]/.test(password)) errors.push(PASSWORD_MESSAGES.number);
  if (!/[^A-Za-z0-9]/.test(password)) errors.push(PASSWORD_MESSAGES.special);
  if (errors.length === 0 && COMMON.has(password.toLowerCase())) {
    errors.push('This password is too common. Choose a less predictable one.');
  }
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
