import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, newRef, randomToken } from '../bank/index.js';
import { notify } from '../notifications/index.js';
import { SECURITY_NOTICES, type SecurityNotice } from './auth-texts.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import { type IssuedSession, issueSession } from './tokens.js';
import { acceptTotp, INVALID_CODE_MESSAGE } from './totp.js';
import type { User } from './user-records.js';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
const MAX_FAILURES = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;
const CHALLENGE_TTL_MS = 5 * 60_000;

/** Looks at every user whether or not one matches, so the look-up takes the same time either way. */
export function findUserByEmail(bank: Bank, email: string): User | undefined {
  const wanted = email.trim().toLowerCase();
  let found: User | undefined;
  for (const u of bank.store.users.values()) if (u.email === wanted && !found) found = u;
  return found;
}

const tooMany = (retryAfterMs: number, message: string): DomainError => {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new DomainError(429, message, { code: 'rate_limited', retryAfter });
};

export type LoginOutcome =
  | { kind: 'authenticated'; session: IssuedSession }
  | { kind: 'challenge'; challengeRef: string; expiresAt: number };

/**
 * Password login. Unknown and known addresses do the same work and get the same answer; failures are
 * counted per address (5 per 15 minutes, then 429 with Retry-After).
 */
export function login(bank: Bank, email: string, password: string): LoginOutcome {
  const now = bank.clock.now();
  const key = email.trim().toLowerCase();
  const recent = (bank.store.loginFailures.get(key) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
  if (recent.length >= MAX_FAILURES) {
    throw tooMany(
      (recent[0] ?? now) + LOGIN_WINDOW_MS - now,
      'Too many failed sign-in attempts. Try again later.',
    );
  }
  const user = findUserByEmail(bank, key);
  const ok = verifyPassword(password, user?.passwordHash ?? DUMMY_HASH) && user !== undefined;
  if (!ok || !user) {
    recent.push(now);
    bank.store.loginFailures.set(key, recent);
    throw new DomainError(401, BAD_CREDENTIALS, {
      code: 'invalid_credentials',
      attemptsRemaining: MAX_FAILURES - recent.length,
    });
  }
  bank.store.loginFailures.delete(key);
  if (user.twoFactorSecret) {
    const ref = newRef(bank.store, 'chl');
    const expiresAt = now + CHALLENGE_TTL_MS;
    bank.store.loginChallenges.set(ref, { ref, userRef: user.ref, expiresAt, failures: 0, used: false });
    return { kind: 'challenge', challengeRef: ref, expiresAt };
  }
  return { kind: 'authenticated', session: issueSession(bank, user.ref) };
}

/** Whether failed sign-ins keep this address locked out now (the lock `login` applies). */
export function signInLocked(bank: Bank, email: string): boolean {
  const now = bank.clock.now();
  const recent = (bank.store.loginFailures.get(email) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
  return recent.length >= MAX_FAILURES;
}

export function verifyLoginCode(bank: Bank, challengeRef: string, code: string): IssuedSession {
  const now = bank.clock.now();
  const challenge = bank.store.loginChallenges.get(challengeRef);
  if (!challenge || challenge.used || challenge.expiresAt <= now) {
    throw new DomainError(401, 'This sign-in attempt has expired. Please sign in again.', {
      code: 'two_factor_invalid',
    });
  }
  if (challenge.failures >= MAX_FAILURES) {
    throw tooMany(challenge.expiresAt - now, 'Too many wrong codes. Please sign in again later.');
  }
  const user = bank.store.users.get(challenge.userRef);
  if (!user?.twoFactorSecret || !acceptTotp(user, user.twoFactorSecret, code, bank.clock)) {
    challenge.failures += 1;
    throw new DomainError(401, INVALID_CODE_MESSAGE, {
      code: 'two_factor_invalid',
      attemptsRemaining: MAX_FAILURES - challenge.failures,
    });
  }
  challenge.used = true;
  return issueSession(bank, user.ref);
}

/** Checks a TOTP code for an authenticated action (payments, FX, disabling 2FA). */
export function requireTotp(bank: Bank, user: User, code: unknown, field: string): void {
  if (!user.twoFactorSecret) return;
  if (!acceptTotp(user, user.twoFactorSecret, code, bank.clock)) {
    const bag = new FieldErrorBag();
    bag.add(field, INVALID_CODE_MESSAGE);
    throw new DomainError(422, INVALID_CODE_MESSAGE, { code: 'two_factor_invalid', errors: bag.errors });
  }
}

export function securityNotice(bank: Bank, user: User, notice: SecurityNotice): void {
  const texts = SECURITY_NOTICES[notice];
  notify(bank.store, user.ref, { type: 'security', text: (locale) => texts[locale], at: bank.clock.now() });
}

export const randomUrlToken = (): string => randomToken(32);
