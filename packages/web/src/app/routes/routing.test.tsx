import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';
import { apiServer } from '../testing/api-server';
import { renderRoutes } from '../testing/render-routes';

function loggedOut() {
  useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
}

function loggedIn(user = makeCurrentUser()) {
  loggedOut();
  useSessionStore.getState().setAccessToken('token');
  useSessionStore.getState().startSession(user);
}

describe('routing', () => {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
  beforeEach(() => localStorage.clear());

  it('shows a spinner while the session check runs', async () => {
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: true });
    renderRoutes('/app/payments');
    expect((await screen.findAllByText('Checking your session...')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });

  it("sends a visitor of /app to login, saying 'Redirecting to login...' and carrying the location", async () => {
    loggedOut();
    const { router } = renderRoutes('/app/payments?page=2');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/app/payments', search: '?page=2' },
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('rule SES-20: after an explicit logout the next sign-in starts on the dashboard, not on the last page', async () => {
    loggedIn(makeCurrentUser({ ref: 'usr_ada' }));
    const { router } = renderRoutes('/app/recipients');
    await screen.findByRole('heading', { name: 'Recipients' });
    act(() => useSessionStore.getState().logout());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.state).toEqual({ from: undefined });
    act(() => {
      useSessionStore.getState().setAccessToken('token');
      useSessionStore.getState().startSession(makeCurrentUser({ ref: 'usr_mo' }));
    });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('rule SES-20: after an expired session the same user returns to the page, another user does not', async () => {
    for (const [next, landing] of [
      ['usr_ada', '/app/recipients'],
      ['usr_mo', '/app/dashboard'],
    ] as const) {
      loggedIn(makeCurrentUser({ ref: 'usr_ada' }));
      const { router, unmount } = renderRoutes('/app/recipients');
      await screen.findByRole('heading', { name: 'Recipients' });
      act(() => useSessionStore.getState().logout('expired'));
      await screen.findByRole('heading', { name: 'Sign in' });
      act(() => {
        useSessionStore.getState().setAccessToken('token');
        useSessionStore.getState().startSession(makeCurrentUser({ ref: next }));
      });
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
      unmount();
    }
  });

  it("shows 'Redirecting to login...' on the way", async () => {
    loggedOut();
    renderRoutes('/app/recipients');
    expect((await screen.findAllByText('Redirecting to login...')).length).toBeGreaterThan(0);
  });

  it("sends a logged-in user away from public routes, saying 'Redirecting to dashboard...'", async () => {
    loggedIn();
    const { router } = renderRoutes('/login');
    expect((await screen.findAllByText('Redirecting to dashboard...')).length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('returns a logged-in user to the carried location inside /app', async () => {
    loggedIn();
    const { router } = renderRoutes({ pathname: '/login', state: { from: { pathname: '/app/recipients' } } });
    await screen.findByRole('heading', { name: 'Recipients' });
    expect(router.state.location.pathname).toBe('/app/recipients');
  });

  it('ignores an off-site carried location', async () => {
    loggedIn();
    const { router } = renderRoutes({ pathname: '/login', state: { from: '//evil.test/app' } });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('redirects / to login for a visitor, replacing history', async () => {
    loggedOut();
    const { router } = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects / and /app to the dashboard for a logged-in user, replacing history', async () => {
    loggedIn();
    const root = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(root.router.state.historyAction).toBe('REPLACE');
    root.unmount();
    const app = renderRoutes('/app');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(app.router.state.location.pathname).toBe('/app/dashboard');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('sends a user without password_setup_at to set-password with email and type', async () => {
    loggedIn(makeCurrentUser({ email: 'new@northwind.test', password_setup_at: null }));
    const { router } = renderRoutes('/app/payments');
    await screen.findByRole('heading', { name: 'Set your password' });
    expect(router.state.location.pathname).toBe('/app/set-password');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('new@northwind.test');
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('first-time-login');
  });

  it.each([
    ['/app/dashboard', 'Dashboard'],
    ['/app/payments', 'Payments'],
    ['/app/recipients', 'Recipients'],
    ['/app/notifications', 'Notifications'],
    ['/app/settings', 'Settings'],
    ['/app/account', 'Account profile'],
    ['/app/new-fx-trade', 'New FX trade'],
    ['/app/new-payment/recipient', 'Choose a recipient'],
  ])('serves %s', async (path, heading) => {
    loggedIn();
    renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  // The step guard: a later step typed with an empty draft lands on the first step.
  it.each(['/app/new-payment/reason', '/app/new-payment/amount', '/app/new-payment/review'])(
    'sends %s with an empty draft back to the recipient step',
    async (path) => {
      loggedIn();
      const { router } = renderRoutes(path);
      await screen.findByRole('heading', { level: 1, name: 'Choose a recipient' });
      expect(router.state.location.pathname).toBe('/app/new-payment/recipient');
    },
  );

  it('starts the new-payment flow at the recipient step', async () => {
    loggedIn();
    const { router } = renderRoutes('/app/new-payment');
    await screen.findByRole('heading', { name: 'Choose a recipient' });
    expect(router.state.location.pathname).toBe('/app/new-payment/recipient');
  });

  it.each([
    [
      {
        pathname: '/2fa-verification',
        state: { challenge: { status: 'two_factor_required', challenge_ref: 'chl_1', expires_at: '' } },
      },
      'Two-factor verification',
    ],
    ['/forget-password', 'Forgot password'],
    ['/reset-password', 'Reset password'],
    ['/invitation', 'Invitation'],
  ])('serves the public %s to a visitor', async (path, heading) => {
    loggedOut();
    renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a visitor of /2fa-verification without a pending challenge to login', async () => {
    loggedOut();
    const { router } = renderRoutes('/2fa-verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the not-found screen for any other path', async () => {
    loggedOut();
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps unknown /app paths behind login', async () => {
    loggedOut();
    const { router } = renderRoutes('/app/unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
