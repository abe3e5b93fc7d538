import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { signIn, verifyTwoFactorCode } from '../../features/auth/sign-in';
import { SEED_PASSWORD, serveMockBank, totpCode } from '../../testing/mock-bank-session';
import { queryClient } from '../query-client';
import { signedInHomePreload } from '../signed-in-home-preload';

const { server } = serveMockBank({ signIn: false });
afterEach(() => queryClient.clear());

/** Every request the bank sees from now on, as "METHOD /path" without the API base. */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

const isBalances = (request: string) =>
  /^GET \/accounts\/[^/]+\/bank-accounts\/[^/]+\/balances$/.test(request);

/** The requests up to the first balances request (the dashboard's first data), that one included. */
async function requestsUntilBalances(seen: string[]): Promise<string[]> {
  await waitFor(() => expect(seen.some(isBalances)).toBe(true));
  return seen.slice(0, seen.findIndex(isBalances) + 1);
}

describe('sign-in → the dashboard’s first data: one request before it', () => {
  it('a password sign-in: the login, then the balances; GET /user/current is never asked', async () => {
    const requests = recordRequests();
    await signIn(
      { email: 'ada@northwind.test', password: SEED_PASSWORD, keepSignedIn: false },
      signedInHomePreload.data,
    );
    const first = await requestsUntilBalances(requests.seen);
    requests.stop();
    expect(first).toEqual([
      'POST /auth/login',
      expect.stringMatching(/^GET \/accounts\/org_northwind\/bank-accounts\/.+\/balances$/),
    ]);
    expect(requests.seen).not.toContain('GET /user/current');
    // The session holds the user the answer carried.
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      userRef: 'usr_ada',
      currentAccountRef: 'org_northwind',
    });
  });

  it('a 2FA sign-in: the code, then the balances; GET /user/current is never asked', async () => {
    const outcome = await signIn(
      { email: 'grace@northwind.test', password: SEED_PASSWORD, keepSignedIn: false },
      signedInHomePreload.data,
    );
    if (outcome.kind !== 'two-factor') throw new Error('Grace has a second factor');
    const code = await totpCode('grace@northwind.test');
    const requests = recordRequests();
    await verifyTwoFactorCode(
      { challengeRef: outcome.challenge.challenge_ref, code, keepSignedIn: false },
      signedInHomePreload.data,
    );
    const first = await requestsUntilBalances(requests.seen);
    requests.stop();
    expect(first).toEqual([
      'POST /auth/2fa/verify-code',
      expect.stringMatching(/^GET \/accounts\/org_northwind\/bank-accounts\/.+\/balances$/),
    ]);
    expect(requests.seen).not.toContain('GET /user/current');
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, userRef: 'usr_grace' });
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(true);
  });
});
