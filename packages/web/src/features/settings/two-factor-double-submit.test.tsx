import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePersistLoginStore } from '../../domains/session/persist-login-store';
import { useSessionStore } from '../../domains/session/session-store';
import {
  renderScreen,
  SEED_PASSWORD,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { SettingsScreen } from './settings-screen';

configure({ asyncUtilTimeout: 10_000 });
const { server } = serveMockBank({ signIn: false });

/** The calls the mock bank receives for one method and path from now on (counted as MSW sees them). */
function countCalls(method: string, path: string) {
  const calls = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path)) calls.count += 1;
  };
  server.events.on('request:start', listener);
  return calls;
}

// Both clicks inside one act: they reach the handlers before React re-renders with the pending mutation, so
// a guard that reads `isPending` (or any state) from the last render lets both through; only a lock taken
// synchronously stops the second.
function doubleClick(element: HTMLElement, before?: () => void) {
  act(() => {
    before?.();
    fireEvent.click(element);
    fireEvent.click(element);
  });
}

describe('two-factor settings send each action once', () => {
  beforeEach(() => {
    usePersistLoginStore.setState({ persistLogin: false });
    server.events.removeAllListeners('request:start');
  });

  it('a double click on "Set up two-factor authentication" starts one setup', async () => {
    await signInToMockBank();
    const starts = countCalls('POST', '/auth/2fa/setup/start');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    doubleClick(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await screen.findByTestId('two-factor-secret');
    expect(starts.count).toBe(1);
    // The one secret shown is the one the bank holds: its code turns 2FA on.
    await user.type(screen.getByLabelText(/^Verification code/), await totpCode('ada@northwind.test'));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On'));
  });

  it('an auto-submitted code and a double click on the confirm button complete the setup once', async () => {
    await signInToMockBank();
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await screen.findByTestId('two-factor-secret');
    const completes = countCalls('POST', '/auth/2fa/setup/complete');
    const code = await totpCode('ada@northwind.test');
    const confirm = screen.getByRole('button', { name: 'Turn on two-factor authentication' });
    // The sixth digit submits on its own, then the button is clicked twice, all before any re-render.
    doubleClick(confirm, () =>
      fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: code } }),
    );
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On'));
    expect(completes.count).toBe(1);
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(true);
  });

  it('a double click on "Turn off" sends one disable call', async () => {
    await signInWithSecondFactor();
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), SEED_PASSWORD);
    await user.type(
      within(dialog).getByLabelText(/^Verification code/),
      await totpCode('grace@northwind.test', 1),
    );
    const disables = countCalls('POST', '/auth/2fa/disable');
    doubleClick(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off'));
    expect(disables.count).toBe(1);
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(false);
  });
});
