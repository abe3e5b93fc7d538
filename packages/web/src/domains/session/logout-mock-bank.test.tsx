import { i18n } from '@lingui/core';
import { SESSION_EXPIRED_TEXT } from '@portal/api-types';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toast from '../../lib/toast';
import { mockControl, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { useLogoutOverlayStore } from './logout-overlay-store';
import { LOGOUT_FAILED_TEXT } from './perform-logout';
import { usePersistLoginStore } from './persist-login-store';
import { useSessionStore } from './session-store';
import { useLogout } from './use-logout';

configure({ asyncUtilTimeout: 10_000 });
// Ada signed in to the mock bank (MSW) before each test; logout goes through the app's real API client.
const { server, bank } = serveMockBank();

const outcome: { loggedOut?: boolean } = {};

function LogoutButton() {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => {
        void logout().then((loggedOut) => {
          outcome.loggedOut = loggedOut;
        });
      }}
    >
      Log out
    </button>
  );
}

/** POST calls the mock bank receives on a path from now on. */
function countPosts(path: string) {
  const calls = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) calls.count += 1;
  };
  server.events.on('request:start', listener);
  return calls;
}

async function addFault(fault: { path: string; method: string; status: number; count: number }) {
  await mockControl('/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

async function logOut() {
  outcome.loggedOut = undefined;
  const { user } = renderScreen(<LogoutButton />, { path: '/app/dashboard' });
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(outcome.loggedOut).toBeDefined());
  expect(useLogoutOverlayStore.getState().isLoggingOut).toBe(false);
}

describe('logout through the API client and the mock bank', () => {
  beforeEach(() => {
    server.events.removeAllListeners('request:start');
    usePersistLoginStore.getState().setPersistLogin(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('access token expired and the refresh refused: logged out, one session-expired toast, nothing else', async () => {
    const errors = vi.spyOn(toast, 'toastError');
    // 31 minutes on: the access token (5 min) and the refresh token (30 min idle) have both run out.
    await mockControl('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 31 * 60_000 }),
    });
    const logouts = countPosts('/auth/logout');
    const refreshes = countPosts('/auth/refresh');
    await logOut();

    expect(await screen.findByText(SESSION_EXPIRED_TEXT)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      SESSION_EXPIRED_TEXT,
      expect.objectContaining({ toastId: 'session-expired' }),
    );
    expect(screen.getAllByText(SESSION_EXPIRED_TEXT)).toHaveLength(1);
    expect(screen.queryByText(i18n._(LOGOUT_FAILED_TEXT))).not.toBeInTheDocument();
    expect(logouts.count).toBe(1);
    expect(refreshes.count).toBe(1);
    expect(outcome.loggedOut).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: '' });
    expect(usePersistLoginStore.getState().persistLogin).toBe(false);
  });

  it('a 401 on the logout itself after a good refresh: nothing cleared and nothing shown', async () => {
    const errors = vi.spyOn(toast, 'toastError');
    // The first answer and the retry after the (real, successful) refresh are both 401.
    await addFault({ path: '/auth/logout', method: 'POST', status: 401, count: 2 });
    const logouts = countPosts('/auth/logout');
    const refreshes = countPosts('/auth/refresh');
    const tokenBefore = useSessionStore.getState().accessToken;
    await logOut();

    expect(outcome.loggedOut).toBe(false);
    expect(logouts.count).toBe(2);
    expect(refreshes.count).toBe(1);
    expect(errors).not.toHaveBeenCalled();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    // The refreshed token was stored: the session goes on with it.
    expect(useSessionStore.getState().accessToken).not.toBe(tokenBefore);
    expect(usePersistLoginStore.getState().persistLogin).toBe(true);
  });

  it("another refusal: 'Logout failed. Please try again.' and the bank's message, session kept", async () => {
    await addFault({ path: '/auth/logout', method: 'POST', status: 503, count: 1 });
    await logOut();

    expect(outcome.loggedOut).toBe(false);
    expect(await screen.findByText(i18n._(LOGOUT_FAILED_TEXT))).toBeInTheDocument();
    expect(await screen.findByText('The service is unavailable. Try again later.')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('a 200 clears the session here and ends it at the bank', async () => {
    const errors = vi.spyOn(toast, 'toastError');
    await logOut();

    expect(outcome.loggedOut).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: '' });
    expect(usePersistLoginStore.getState().persistLogin).toBe(false);
    // The bank revoked the session: its refresh token will not bring it back.
    const families = [...bank.store.refreshFamilies.values()];
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((family) => family.revoked)).toBe(true);
  });
});
