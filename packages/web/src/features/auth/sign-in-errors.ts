import { ApiError, getErrorText } from '@portal/api-types';

/** Warn when this many attempts (or fewer) are left before the lock. */
export const FEW_ATTEMPTS_LEFT = 2;

export interface SignInRefusal {
  /** The server's text (the spec's error-text rule). */
  text: string;
  /** Seconds to wait on a 429 (Retry-After, else the body's retry_after). */
  retryAfterSeconds: number | null;
  /** Attempts left before the lock, when the server says so. */
  attemptsRemaining: number | null;
}

export function describeSignInError(error: unknown): SignInRefusal {
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

/** The warning before the lock, or null while plenty of attempts are left. */
export function attemptsWarning(attemptsRemaining: number | null, what = 'sign-in'): string | null {
  if (attemptsRemaining === null || attemptsRemaining > FEW_ATTEMPTS_LEFT) return null;
  if (attemptsRemaining === 0) return `No attempts left: ${what} is now temporarily locked.`;
  const attempts = attemptsRemaining === 1 ? '1 attempt' : `${attemptsRemaining} attempts`;
  return `Only ${attempts} left before ${what} is temporarily locked.`;
}
