import { createMockBankServer } from '@portal/mock-server/msw/node';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '../../stores/session-store';
import { signInToMockBank } from '../../testing/mock-bank-session';
import { heading, renderAuthScreen, resetMockBank } from './auth-test-utils';
import { SetPasswordScreen } from './set-password-screen';

const { server } = createMockBankServer();
const entry = '/app/set-password?email=new%40northwind.test&type=first-time-login';

describe('SetPasswordScreen against the mock bank', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetMockBank();
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
  });

  it('sets the first password, stores the user with password_setup_at and goes to the dashboard', async () => {
    await signInToMockBank('new@northwind.test', 'Welcome#2026');
    expect(useSessionStore.getState().userData.password_setup_at).toBeNull();
    const { user, router } = renderAuthScreen(<SetPasswordScreen />, '/app/set-password', entry);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('new@northwind.test');
    await user.type(screen.getByLabelText(/^New password/), 'Harbour#Light7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Light7');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await heading('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    await waitFor(() =>
      expect(useSessionStore.getState().userData.password_setup_at).toEqual(expect.any(String)),
    );
  });

  it('sends a user whose password is already set to the dashboard', async () => {
    await signInToMockBank();
    renderAuthScreen(<SetPasswordScreen />, '/app/set-password', entry);
    expect(await heading('Dashboard page')).toBeInTheDocument();
  });
});
