import type { Bank } from '../bank/index.js';
import { DomainError } from '../bank/index.js';
import { requireTotp } from './auth.js';
import type { User } from './user-records.js';

/** Wrong codes a challenge takes before it is spent. */
export const CHALLENGE_CODE_LIMIT = 5;

type CodeChallenge = { expiresAt: number; used: boolean; failures: number };

/**
 * Signs with a challenge already matched to what it authorizes (payment creation, approval decisions): a
 * spent challenge answers 429, a wrong code counts against it (422 with the attempts left), a right one
 * uses it up, so a code never authorizes twice.
 */
export function signWithChallenge(
  bank: Bank,
  user: User,
  challenge: CodeChallenge,
  code: unknown,
  opts: { field: string; spentMessage: string },
): void {
  if (challenge.failures >= CHALLENGE_CODE_LIMIT) {
    throw new DomainError(429, opts.spentMessage, {
      code: 'rate_limited',
      retryAfter: Math.max(1, Math.ceil((challenge.expiresAt - bank.clock.now()) / 1000)),
    });
  }
  try {
    requireTotp(bank, user, code, opts.field);
  } catch (error) {
    challenge.failures += 1;
    if (error instanceof DomainError) {
      throw new DomainError(error.status, error.message, {
        ...error.options,
        attemptsRemaining: CHALLENGE_CODE_LIMIT - challenge.failures,
      });
    }
    throw error;
  }
  challenge.used = true;
}
