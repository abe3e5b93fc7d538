import { ApiError, getErrorText } from '@portal/api-types';

/**
 * The lockouts of the security settings (changing the password, turning 2FA off, confirming its setup):
 * a wrong answer is a 422 with `attempts_remaining`, and the lock a 429 with Retry-After. The same reading
 * as the sign-in screens (features/auth/sign-in-errors), kept here because features do not import each other.
 */

/** Warn when this many attempts (or fewer) are left before the lock, as the sign-in screens do. */
export const FEW_ATTEMPTS_LEFT = 2;

export interface Refusal {
  /** The server's text (the spec's error-text rule). */
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

/** A 429: the action is locked (or, for the setup, its pending secret discarded). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

const attemptsText = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

/** The warning before the lock of `what`, or null while plenty of attempts are left. */
export function attemptsWarning(attemptsRemaining: number | null, what: string): string | null {
  if (attemptsRemaining === null || attemptsRemaining > FEW_ATTEMPTS_LEFT) return null;
  if (attemptsRemaining === 0) return `No attempts left: ${what} is now temporarily locked.`;
  return `Only ${attemptsText(attemptsRemaining)} left before ${what} is temporarily locked.`;
}

/** The setup is not locked but starts over: the fifth wrong code discards the key being confirmed. */
export function setupAttemptsWarning(attemptsRemaining: number | null): string | null {
  if (attemptsRemaining === null || attemptsRemaining === 0 || attemptsRemaining > FEW_ATTEMPTS_LEFT) {
    return null;
  }
  return `Only ${attemptsText(attemptsRemaining)} left before this key is discarded and the setup has to start again.`;
}
