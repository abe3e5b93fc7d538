import type { TwoFactorChallenge } from './sign-in';

/** What the login screen hands to /2fa-verification in router state (never in the URL or storage). */
export interface TwoFactorRouteState {
  challenge: TwoFactorChallenge;
  keepSignedIn: boolean;
  /** The location carried to /login, passed on so the user still lands where they meant to go. */
  from?: unknown;
}

const CHALLENGE_REF = /^chl_[A-Za-z0-9_]{1,64}$/;

/** The pending challenge from router state, or null (then the screen sends the user back to login). */
export function readTwoFactorState(state: unknown): TwoFactorRouteState | null {
  if (typeof state !== 'object' || state === null || !('challenge' in state)) return null;
  const { challenge } = state;
  if (typeof challenge !== 'object' || challenge === null) return null;
  if (!('challenge_ref' in challenge) || typeof challenge.challenge_ref !== 'string') return null;
  if (!CHALLENGE_REF.test(challenge.challenge_ref)) return null;
  const expiresAt =
    'expires_at' in challenge && typeof challenge.expires_at === 'string' ? challenge.expires_at : '';
  const keepSignedIn = 'keepSignedIn' in state && state.keepSignedIn === true;
  const from = 'from' in state ? state.from : undefined;
  return {
    challenge: {
      status: 'two_factor_required',
      challenge_ref: challenge.challenge_ref,
      expires_at: expiresAt,
    },
    keepSignedIn,
    from,
  };
}
