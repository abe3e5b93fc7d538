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
 * POST /auth/login. Authenticated: the token goes to memory, the current user is loaded and the session
 * starts (the public-route guard then sends the user on). A 2FA user gets the challenge back instead.
 */
export async function signIn(values: LoginValues): Promise<SignInOutcome> {
  const body = await unwrap(
    apiClient.POST('/auth/login', { body: { email: values.email, password: values.password } }),
  );
  const result = body.data;
  if (result.status === 'two_factor_required') return { kind: 'two-factor', challenge: result };
  const session = useSessionStore.getState();
  session.setAccessToken(result.access_token);
  try {
    const user = await loadCurrentUser();
    usePersistLoginStore.getState().setPersistLogin(values.keepSignedIn);
    session.startSession(user);
  } catch (error) {
    // No half-open session: without the user there is no sign-in.
    session.logout();
    throw error;
  }
  return { kind: 'signed-in' };
}
