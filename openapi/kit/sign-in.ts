import { TOTP } from 'otpauth';
import type { BankAnswer, BankSession } from './bank-session.js';

export interface KitUser {
  email: string;
  password: string;
  /** Base32 TOTP secret, for a user with two-factor authentication. */
  totpSecret?: string;
}

/** One step of the sign-in as the report lists it: the operation, the request and the answer's status. */
export interface SignInStep {
  operationId: string;
  method: string;
  path: string;
  status: number;
}

export class SignInError extends Error {}

const dataOf = (answer: BankAnswer) => (answer.json as { data?: Record<string, unknown> } | null)?.data ?? {};

const TOTP_PERIOD_MS = 30_000;
/** The last TOTP time step whose code the kit sent, per secret. */
const lastSentStep = new Map<string, number>();

/**
 * The current code of a TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. The
 * bank takes each code once: when this time step's code was sent already (the sign-in's, moments before a
 * payment), the next one is waited for, as a person waits for the app's next code.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const sent = lastSentStep.get(secret);
  if (sent !== undefined && Math.floor(Date.now() / TOTP_PERIOD_MS) <= sent)
    await new Promise((resolve) => setTimeout(resolve, (sent + 1) * TOTP_PERIOD_MS - Date.now() + 50));
  const step = Math.floor(Date.now() / TOTP_PERIOD_MS);
  lastSentStep.set(secret, step);
  return new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: step * TOTP_PERIOD_MS });
}

/**
 * Signs in the contract's way: the anti-forgery cookie (getXsrfToken), the password (login), the second factor
 * when the bank asks for it (verifyTwoFactorCode), and the bearer token kept in memory. Throws when the bank
 * refuses, with its message.
 */
export async function signIn(session: BankSession, user: KitUser): Promise<SignInStep[]> {
  const steps: SignInStep[] = [];
  const step = async (operationId: string, method: string, path: string, body?: unknown) => {
    const answer = await session.send(method, path, { body, bearer: false });
    steps.push({ operationId, method, path, status: answer.status });
    return answer;
  };
  await step('getXsrfToken', 'GET', '/auth/xsrf');
  const login = await step('login', 'POST', '/auth/login', { email: user.email, password: user.password });
  if (login.status !== 200)
    throw new SignInError(`login answered ${login.status}: ${login.text.slice(0, 300)}`);
  let data = dataOf(login);
  if (data.status === 'two_factor_required') {
    if (!user.totpSecret)
      throw new SignInError(
        `${user.email} has two-factor authentication: give its TOTP secret (--totp-secret or CONTRACT_TOTP_SECRET).`,
      );
    const verify = await step('verifyTwoFactorCode', 'POST', '/auth/2fa/verify-code', {
      challenge_ref: data.challenge_ref,
      code: await unusedTotpCode(user.totpSecret),
    });
    if (verify.status !== 200)
      throw new SignInError(`verifyTwoFactorCode answered ${verify.status}: ${verify.text.slice(0, 300)}`);
    data = dataOf(verify);
  }
  if (typeof data.access_token !== 'string')
    throw new SignInError('the sign-in answer carries no access_token');
  session.token = data.access_token;
  return steps;
}

/** Ends the session the contract's way (logout revokes the refresh token and clears its cookie). */
export async function signOut(session: BankSession): Promise<SignInStep> {
  const answer = await session.send('POST', '/auth/logout');
  session.token = null;
  return { operationId: 'logout', method: 'POST', path: '/auth/logout', status: answer.status };
}
