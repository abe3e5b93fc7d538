import { i18n } from '@lingui/core';
import { SESSION_EXPIRED_TEXT } from '@portal/api-types';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredToastContainer } from '../../components/ui/deferred-toast-container';
import * as toast from '../../lib/toast';
import { answerWithoutUser, mockControl, serveMockBank } from '../../testing/mock-bank-session';
import { BOOTSTRAP_TOAST_ID } from './bootstrap-session';
import { UNEXPECTED_RESPONSE_TEXT } from './current-user';
import { readPersistLogin, usePersistLoginStore } from './persist-login-store';
import { runSessionBootstrap } from './run-session-bootstrap';
import { SESSION_EXPIRED_TOAST_ID } from './session-expired-notice';
import { initialSessionState, useSessionStore } from './session-store';

// Ada signed in to the mock bank before each test: its refresh cookie is in the jar, as after a visit.
const { server } = serveMockBank();

/** API calls the bank receives from now on. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/')) calls.push(`${request.method} ${path.replace('/api/v1', '')}`);
  });
  return calls;
}

/** A page load: the in-memory session is gone, the "keep me signed in" choice is what was stored. */
async function reloadWith(persistLogin: boolean, path: string) {
  await readPersistLogin();
  usePersistLoginStore.getState().setPersistLogin(persistLogin);
  useSessionStore.setState({ ...initialSessionState, isSessionLoading: true });
  window.history.replaceState(null, '', path);
}

describe('runSessionBootstrap against the mock bank', () => {
  beforeEach(() => server.events.removeAllListeners('request:start'));
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("persist-login on: one refresh, whose answer's user starts the session with a fresh token", async () => {
    await reloadWith(true, '/app/dashboard');
    const calls = recordCalls();
    await runSessionBootstrap();

    // No GET /user/current: the refresh answer carries the user (rule SES-19).
    expect(calls).toEqual(['POST /auth/refresh']);
    const state = useSessionStore.getState();
    expect(state).toMatchObject({
      isLoggedIn: true,
      isSessionLoading: false,
      currentAccountRef: 'org_northwind',
    });
    expect(state.userData.email).toBe('ada@northwind.test');
    expect(state.userRef).toBe(state.userData.ref);
    expect(state.accessToken).toMatch(/^at_/);
    expect(state.currencies.length).toBeGreaterThan(0);
  });

  it("a refresh answer without the user: 'Unexpected server response.', no session and no token", async () => {
    const errors = vi.spyOn(toast, 'toastError');
    server.use(answerWithoutUser('/auth/refresh'));
    await reloadWith(true, '/app/dashboard');
    const calls = recordCalls();
    await runSessionBootstrap();

    expect(calls).toEqual(['POST /auth/refresh']);
    expect(errors).toHaveBeenCalledWith(i18n._(UNEXPECTED_RESPONSE_TEXT), { toastId: BOOTSTRAP_TOAST_ID });
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ isLoggedIn: false, accessToken: '', userRef: '', isSessionLoading: false });
    expect(state.userData).toEqual({});
    // Not a 401: the kept sign-in stays, so the next page load tries again.
    expect(usePersistLoginStore.getState().persistLogin).toBe(true);
  });

  it('persist-login off: no call at all, nobody signed in, loading over', async () => {
    await reloadWith(false, '/app/dashboard');
    const calls = recordCalls();
    await runSessionBootstrap();

    expect(calls).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: false,
      accessToken: '',
      isSessionLoading: false,
    });
  });

  it('persist-login on but the refresh refused on a protected page: cleared, one session-expired toast', async () => {
    render(<DeferredToastContainer />);
    const errors = vi.spyOn(toast, 'toastError');
    // 31 minutes on: the refresh token's 30 idle minutes have run out.
    await mockControl('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 31 * 60_000 }),
    });
    await reloadWith(true, '/app/dashboard');
    const calls = recordCalls();
    await runSessionBootstrap();

    expect(calls).toEqual(['POST /auth/refresh']);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, isSessionLoading: false });
    expect(usePersistLoginStore.getState().persistLogin).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    // The same toast id as the client's expiry handler: the two can never stack the text.
    expect(errors).toHaveBeenCalledWith(SESSION_EXPIRED_TEXT, { toastId: SESSION_EXPIRED_TOAST_ID });
    expect(await screen.findByText(SESSION_EXPIRED_TEXT)).toBeInTheDocument();
  });

  it('the same refusal on a public page clears the session without a toast', async () => {
    const errors = vi.spyOn(toast, 'toastError');
    await mockControl('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 31 * 60_000 }),
    });
    await reloadWith(true, '/login');
    await runSessionBootstrap();

    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, isSessionLoading: false });
    expect(usePersistLoginStore.getState().persistLogin).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
