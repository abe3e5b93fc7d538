import { unwrap } from '@portal/api-types';
import { apiClient } from '../../config/api-client';
import { useSessionStore } from '../../stores/session-store';

/** A call to the mock bank's /__mock control endpoints (served by the same MSW handlers). */
export const control = async <T>(path: string, init?: RequestInit) =>
  (await (await fetch(new URL(path, window.location.origin), init)).json()) as T;

/** The current TOTP code of a user's active or pending secret, `offset` 30 s steps away. */
export const totp = async (email: string, offset = 0) =>
  (await control<{ code: string }>(`/__mock/totp/${email}?offset=${offset}`)).code;

/** Signs Grace (2FA on) in through her second factor and starts the session store, as the app does. */
export async function signInWithSecondFactor(email = 'grace@northwind.test', password = 'Northwind#2026') {
  await apiClient.GET('/auth/xsrf');
  const login = (await unwrap(apiClient.POST('/auth/login', { body: { email, password } }))).data;
  if (login.status !== 'two_factor_required') throw new Error('expected a challenge');
  const session = (
    await unwrap(
      apiClient.POST('/auth/2fa/verify-code', {
        body: { challenge_ref: login.challenge_ref, code: await totp(email) },
      }),
    )
  ).data;
  useSessionStore.getState().setAccessToken(session.access_token);
  useSessionStore.getState().startSession((await unwrap(apiClient.GET('/user/current'))).data);
}
