import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { apiClient } from '../../config/api-client';
import { loadCurrentUser } from '../../config/current-user';
import { usePersistLoginStore } from '../../stores/persist-login-store';
import { useSessionStore } from '../../stores/session-store';
import type { LoginValues } from './login-schema';

export type TwoFactorChallenge = components['schemas']['TwoFactorChallenge'];

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'two-factor'; challenge: TwoFactorChallenge };

/**
 * A completed sign-in (password, 2FA code or accepted invitation): the token goes to memory, the current
 * user is loaded and the session starts (the public-route guard then sends the user on).
 */
export async function completeSignIn(accessToken: string, keepSignedIn: boolean): Promise<void> {
  const session = useSessionStore.getState();
  session.setAccessToken(accessToken);
  try {
    const user = await loadCurrentUser();
    usePersistLoginStore.getState().setPersistLogin(keepSignedIn);
    session.startSession(user);
  } catch (error) {
    // No half-open session: without the user there is no sign-in.
    session.logout();
    throw error;
  }
}

/** POST /auth/login. Authenticated: the session starts. A 2FA user gets the challenge back instead. */
export async function signIn(values: LoginValues): Promise<SignInOutcome> {
  const body = await unwrap(
    apiClient.POST('/auth/login', { body: { email: values.email, password: values.password } }),
  );
  const result = body.data;
  if (result.status === 'two_factor_required') return { kind: 'two-factor', challenge: result };
  await completeSignIn(result.access_token, values.keepSignedIn);
  return { kind: 'signed-in' };
}

export interface VerifyCodeValues {
  challengeRef: string;
  code: string;
  keepSignedIn: boolean;
}

/** POST /auth/2fa/verify-code with the pending challenge; on success the session starts. */
export async function verifyTwoFactorCode({ challengeRef, code, keepSignedIn }: VerifyCodeValues) {
  const body = await unwrap(
    apiClient.POST('/auth/2fa/verify-code', { body: { challenge_ref: challengeRef, code } }),
  );
  await completeSignIn(body.data.access_token, keepSignedIn);
}
