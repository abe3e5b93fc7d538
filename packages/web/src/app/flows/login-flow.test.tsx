import { configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePersistLoginStore } from '../../domains/session/persist-login-store';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';
import { apiServer } from '../testing/api-server';
import { renderRoutes } from '../testing/render-routes';

// Screens load lazily; on two shared, busy cores that can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const authenticated = http.post('/api/v1/auth/login', () =>
  HttpResponse.json({
    data: {
      status: 'authenticated',
      access_token: 'at_1',
      token_type: 'Bearer',
      expires_in: 300,
      user: makeCurrentUser(),
    },
  }),
);

async function fillAndSubmit(user: ReturnType<typeof renderRoutes>['user'], keep = false) {
  await user.type(await screen.findByLabelText(/^Email/), 'ada@northwind.test');
  await user.type(screen.getByLabelText(/^Password/), 'Northwind#2026');
  if (keep) await user.click(screen.getByText('Keep me signed in'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
  beforeEach(() => {
    localStorage.clear();
    usePersistLoginStore.setState({ persistLogin: false });
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
  });

  it("signs in with the answer's user and lands on the dashboard", async () => {
    apiServer.use(authenticated);
    const { user, router } = renderRoutes('/login');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/app/dashboard');
    const session = useSessionStore.getState();
    expect(session).toMatchObject({ isLoggedIn: true, accessToken: 'at_1', userRef: 'usr_ada' });
    expect(usePersistLoginStore.getState().persistLogin).toBe(false);
  });

  it('"Keep me signed in" sets persistLogin', async () => {
    apiServer.use(authenticated);
    const { user } = renderRoutes('/login');
    await fillAndSubmit(user, true);
    await waitFor(() => expect(usePersistLoginStore.getState().persistLogin).toBe(true));
  });

  it('returns to the carried location after login', async () => {
    apiServer.use(authenticated);
    const { user, router } = renderRoutes('/app/recipients');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { name: 'Recipients' });
    expect(router.state.location.pathname).toBe('/app/recipients');
  });

  it('takes a 2FA user to /2fa-verification with the challenge', async () => {
    apiServer.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({
          data: { status: 'two_factor_required', challenge_ref: 'chl_1', expires_at: '2026-01-01T00:05:00Z' },
        }),
      ),
    );
    const { user, router } = renderRoutes('/login');
    await fillAndSubmit(user);
    await screen.findByRole('heading', { name: 'Two-factor verification' });
    expect(router.state.location.pathname).toBe('/2fa-verification');
    expect(router.state.location.state).toMatchObject({ challenge: { challenge_ref: 'chl_1' } });
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('shows the extracted error text under the form', async () => {
    apiServer.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 }),
      ),
    );
    const { user } = renderRoutes('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('validates the fields before calling the server', async () => {
    const { user } = renderRoutes('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });
});
