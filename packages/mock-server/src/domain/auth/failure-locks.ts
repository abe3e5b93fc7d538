import type { Bank, FailureRecord } from '../bank/index.js';
import { DomainError } from '../bank/index.js';

/**
 * A lockout of the contract for a signed-in action: `limit` failures of one user within `windowMs` lock
 * the action for `lockMs` from the last of them (429 with Retry-After), whatever is sent meanwhile.
 */
export type FailureRule = { name: string; limit: number; windowMs: number; lockMs: number; subject: string };

const MINUTE = 60_000;

/** changePassword: 5 wrong current passwords in 15 minutes answer 429. */
export const CHANGE_PASSWORD_LOCK: FailureRule = {
  name: 'change_password',
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  subject: 'Too many wrong passwords.',
};

/** disableTwoFactor: 5 failures lock the operation for 15 minutes (429). */
export const DISABLE_TWO_FACTOR_LOCK: FailureRule = {
  name: 'disable_two_factor',
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  subject: 'Too many failed attempts to turn off two-factor authentication.',
};

const keyOf = (rule: FailureRule, userRef: string) => `${rule.name}|${userRef}`;

/** The message says the real wait (rounded up to minutes), not the full lock, once time has passed. */
function lockedError(rule: FailureRule, retryAfter: number): DomainError {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new DomainError(429, `${rule.subject} Please try again in ${wait}.`, {
    code: 'rate_limited',
    retryAfter,
    attemptsRemaining: 0,
  });
}

/** Refuses with 429 while the user is locked out of the action; a lock that has run out is forgotten. */
export function assertNotLocked(bank: Bank, rule: FailureRule, userRef: string): void {
  const now = bank.clock.now();
  const record = bank.store.failureLocks.get(keyOf(rule, userRef));
  if (!record || record.lockedUntil === 0) return;
  // A lock "from the future" (clock set back) is over too: the bank's clock is the only time there is.
  if (now >= record.lockedUntil || now < record.lockedUntil - rule.lockMs) {
    bank.store.failureLocks.delete(keyOf(rule, userRef));
    return;
  }
  throw lockedError(rule, Math.max(1, Math.ceil((record.lockedUntil - now) / 1000)));
}

/** Counts one failure; the `limit`-th within the window starts the lock. Returns the attempts left. */
export function recordFailure(bank: Bank, rule: FailureRule, userRef: string): number {
  const now = bank.clock.now();
  const key = keyOf(rule, userRef);
  const earlier = bank.store.failureLocks.get(key)?.failures ?? [];
  const failures = [...earlier.filter((t) => t <= now && now - t < rule.windowMs), now];
  const record: FailureRecord = {
    failures,
    lockedUntil: failures.length >= rule.limit ? now + rule.lockMs : 0,
  };
  bank.store.failureLocks.set(key, record);
  return Math.max(0, rule.limit - failures.length);
}

/** A success forgets earlier failures (as a successful sign-in does). */
export function clearFailures(bank: Bank, rule: FailureRule, userRef: string): void {
  bank.store.failureLocks.delete(keyOf(rule, userRef));
}
