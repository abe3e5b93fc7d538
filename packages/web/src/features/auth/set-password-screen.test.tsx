import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { SetPasswordScreen } from './set-password-screen';
import { heading, renderAuthScreen } from './testing/auth-screen';

serveMockBank({ signIn: false });
const entry = '/app/set-password?email=new%40northwind.test&type=first-time-login';

describe('SetPasswordScreen against the mock bank', () => {
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
