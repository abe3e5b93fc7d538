import { plural, t } from '@lingui/core/macro';
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

/** What a lock stops; each gets whole sentences of its own, so every language can say them its way. */
export type LockedActivity =
  | 'sign-in'
  | 'two-factor-sign-in'
  | 'change-password'
  | 'disable-two-factor'
  | 'transfer-ownership';

/** The warning once no attempt is left: one whole sentence per activity, so each language can say it its way. */
function noAttemptsLeftText(what: LockedActivity): string {
  switch (what) {
    case 'sign-in':
      return t`No attempts left: sign-in is now temporarily locked.`;
    case 'two-factor-sign-in':
      return t`No attempts left: this sign-in is now temporarily locked.`;
    case 'change-password':
      return t`No attempts left: changing your password is now temporarily locked.`;
    case 'disable-two-factor':
      return t`No attempts left: turning off two-factor authentication is now temporarily locked.`;
    case 'transfer-ownership':
      return t`No attempts left: transferring ownership is now temporarily locked.`;
  }
}

/** 'Only 2 attempts left before sign-in is temporarily locked.' (any count, the caller decides when to say it). */
export function attemptsLeftText(count: number, what: LockedActivity): string {
  switch (what) {
    case 'sign-in':
      return plural(count, {
        one: 'Only # attempt left before sign-in is temporarily locked.',
        other: 'Only # attempts left before sign-in is temporarily locked.',
      });
    case 'two-factor-sign-in':
      return plural(count, {
        one: 'Only # attempt left before this sign-in is temporarily locked.',
        other: 'Only # attempts left before this sign-in is temporarily locked.',
      });
    case 'change-password':
      return plural(count, {
        one: 'Only # attempt left before changing your password is temporarily locked.',
        other: 'Only # attempts left before changing your password is temporarily locked.',
      });
    case 'disable-two-factor':
      return plural(count, {
        one: 'Only # attempt left before turning off two-factor authentication is temporarily locked.',
        other: 'Only # attempts left before turning off two-factor authentication is temporarily locked.',
      });
    case 'transfer-ownership':
      return plural(count, {
        one: 'Only # attempt left before transferring ownership is temporarily locked.',
        other: 'Only # attempts left before transferring ownership is temporarily locked.',
      });
  }
}

/** The warning before the lock of `what` ('sign-in'), or null while plenty of attempts are left. */
export function attemptsWarning(attemptsRemaining: number | null, what: LockedActivity): string | null {
  if (attemptsRemaining === null || attemptsRemaining > FEW_ATTEMPTS_LEFT) return null;
  if (attemptsRemaining === 0) return noAttemptsLeftText(what);
  return attemptsLeftText(attemptsRemaining, what);
}
