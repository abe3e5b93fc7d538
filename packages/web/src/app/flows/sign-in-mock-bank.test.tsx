import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { answerWithoutUser, serveMockBank } from '../../testing/mock-bank-session';
import { renderRoutes } from '../testing/render-routes';

// Screens load lazily; on two shared, busy cores that can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

// The same simulated bank the mock server serves, answering inside the test.
const { server } = serveMockBank({ signIn: false });

describe('sign-in against the mock bank', () => {
  it("signs Ada in and starts her session with Northwind's currencies", async () => {
    const { user, router } = renderRoutes('/app/settings');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@northwind.test');
    await user.type(screen.getByLabelText(/^Password/), 'Northwind#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/app/settings');
    const session = useSessionStore.getState();
    expect(session.isLoggedIn).toBe(true);
    expect(session.userData.email).toBe('ada@northwind.test');
    expect(session.currentAccountRef).toBe('org_northwind');
    expect(session.currencies.map((currency) => currency.code).sort()).toEqual([
      'CHF',
      'EUR',
      'GBP',
      'JPY',
      'USD',
    ]);
  });

  it('shows the bank’s refusal of a wrong password', async () => {
    const { user } = renderRoutes('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@northwind.test');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#Password1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  });

  it("a sign-in answer without the user starts no session and says 'Unexpected server response.'", async () => {
    server.use(answerWithoutUser('/auth/login'));
    const { user, router } = renderRoutes('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@northwind.test');
    await user.type(screen.getByLabelText(/^Password/), 'Northwind#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Unexpected server response.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // No half-open session: not even the token stays.
    const session = useSessionStore.getState();
    expect(session).toMatchObject({ isLoggedIn: false, accessToken: '', userRef: '', currentAccountRef: '' });
    expect(session.userData).toEqual({});
  });
});
