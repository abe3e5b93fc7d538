import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { apiClient } from '../../domains/session/api-client';
import type { HomeDataPreload } from '../../domains/session/signed-in-home-preload';
import { completeSignIn } from './complete-sign-in';
import type { LoginValues } from './login-schema';

export type TwoFactorChallenge = components['schemas']['TwoFactorChallenge'];

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'two-factor'; challenge: TwoFactorChallenge };

/**
 * POST /auth/login. Authenticated: the session starts with the answer's user, the dashboard's first data
 * (`homeData`) on its way. A 2FA user gets the challenge back.
 */
export async function signIn(values: LoginValues, homeData: HomeDataPreload | null): Promise<SignInOutcome> {
  const body = await unwrap(
    apiClient.POST('/auth/login', { body: { email: values.email, password: values.password } }),
  );
  const result = body.data;
  if (result.status === 'two_factor_required') return { kind: 'two-factor', challenge: result };
  await completeSignIn(result, values.keepSignedIn, homeData);
  return { kind: 'signed-in' };
}

export interface VerifyCodeValues {
  challengeRef: string;
  code: string;
  keepSignedIn: boolean;
}

/** POST /auth/2fa/verify-code with the pending challenge; on success the session starts with the answer's user. */
export async function verifyTwoFactorCode(
  { challengeRef, code, keepSignedIn }: VerifyCodeValues,
  homeData: HomeDataPreload | null,
) {
  const body = await unwrap(
    apiClient.POST('/auth/2fa/verify-code', { body: { challenge_ref: challengeRef, code } }),
  );
  await completeSignIn(body.data, keepSignedIn, homeData);
}
