import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPersistLogin, usePersistLoginStore } from '../../domains/session/persist-login-store';
import { runSessionBootstrap } from '../../domains/session/run-session-bootstrap';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { serveMockBank } from '../../testing/mock-bank-session';
import { queryClient } from '../query-client';
import { signedInHomePreload } from '../signed-in-home-preload';

// Ada signed in to the mock bank with "keep me signed in": her refresh cookie is in the jar, as after a visit.
const { server } = serveMockBank();
afterEach(() => {
  queryClient.clear();
  window.history.replaceState(null, '', '/');
});

const isBalances = (request: string) =>
  /^GET \/accounts\/[^/]+\/bank-accounts\/[^/]+\/balances$/.test(request);

/** Every request the bank sees from now on, as "METHOD /path", with whether the session had started then. */
function recordRequests() {
  const seen: string[] = [];
  let signedInAtFirstBalances: boolean | undefined;
  const listener = ({ request }: { request: Request }) => {
    const entry = `${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`;
    if (isBalances(entry) && signedInAtFirstBalances === undefined)
      signedInAtFirstBalances = useSessionStore.getState().isLoggedIn;
    seen.push(entry);
  };
  server.events.on('request:start', listener);
  return {
    seen,
    signedInAtFirstBalances: () => signedInAtFirstBalances,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A page load of `path`: the in-memory session is gone, "keep me signed in" was on. */
async function reloadKeptSession(path: string) {
  await readPersistLogin();
  usePersistLoginStore.getState().setPersistLogin(true);
  useSessionStore.setState({ ...initialSessionState, isSessionLoading: true });
  window.history.replaceState(null, '', path);
}

describe('a restored session → the dashboard’s first data: one request before it', () => {
  it('the refresh, then the balances, before the first signed-in render; GET /user/current is never asked', async () => {
    await reloadKeptSession('/app/dashboard');
    const requests = recordRequests();
    await runSessionBootstrap(signedInHomePreload.data);
    await waitFor(() => expect(requests.seen.some(isBalances)).toBe(true));
    requests.stop();

    expect(requests.seen.slice(0, requests.seen.findIndex(isBalances) + 1)).toEqual([
      'POST /auth/refresh',
      expect.stringMatching(/^GET \/accounts\/org_northwind\/bank-accounts\/.+\/balances$/),
    ]);
    expect(requests.seen).not.toContain('GET /user/current');
    // startSessionAhead: the balances left while the session (and so the signed-in frame) had not started yet.
    expect(requests.signedInAtFirstBalances()).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      isSessionLoading: false,
      userRef: 'usr_ada',
      currentAccountRef: 'org_northwind',
    });
  });
});
