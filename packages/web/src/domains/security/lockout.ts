import { ApiError, getErrorText } from '@portal/api-types';

/**
 * The bank's lockouts (sign-in, its second factor, changing the password, turning 2FA off, confirming its
 * setup): a wrong answer carries `attempts_remaining`, and the lock is a 429 with Retry-After. One reading
 * and one wording for every screen that meets them.
 */

/** Warn when this many attempts (or fewer) are left before the lock. */
export const FEW_ATTEMPTS_LEFT = 2;

export interface Refusal {
  /** The server's text (rule API-04). */
  text: string;
  /** Seconds to wait on a 429 (Retry-After, else the body's retry_after). */
  retryAfterSeconds: number | null;
  /** Attempts left before the lock, when the server says so. */
  attemptsRemaining: number | null;
}

export function describeRefusal(error: unknown): Refusal {
  const text = getErrorText(error);
  if (!(error instanceof ApiError)) return { text, retryAfterSeconds: null, attemptsRemaining: null };
  const retry = error.status === 429 ? (error.retryAfterSeconds ?? error.body?.retry_after ?? null) : null;
  const attempts = error.body?.attempts_remaining;
  return {
    text,
    retryAfterSeconds: retry !== null && Number.isFinite(retry) && retry > 0 ? retry : null,
    attemptsRemaining: typeof attempts === 'number' && attempts >= 0 ? attempts : null,
  };
}

/** A 429: the action is locked (or, for the 2FA setup, its pending secret discarded). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** '1 attempt', '2 attempts'. */
export const attemptsText = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

/** The warning before the lock of `what` ('sign-in'), or null while plenty of attempts are left. */
export function attemptsWarning(attemptsRemaining: number | null, what: string): string | null {
  if (attemptsRemaining === null || attemptsRemaining > FEW_ATTEMPTS_LEFT) return null;
  if (attemptsRemaining === 0) return `No attempts left: ${what} is now temporarily locked.`;
  return `Only ${attemptsText(attemptsRemaining)} left before ${what} is temporarily locked.`;
}
