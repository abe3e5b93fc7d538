import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { usePersistLoginStore } from '../../domains/session/persist-login-store';
import { useSessionStore } from '../../domains/session/session-store';
import * as toast from '../../lib/toast';
import {
  renderScreen,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { SettingsScreen } from './settings-screen';
import { SETUP_DISCARDED_TEXT, TWO_FACTOR_ON_TEXT } from './two-factor-section';

configure({ asyncUtilTimeout: 10_000 });
// The real mock bank: its lockouts count the wrong answers sent here (5 of them lock the action).
serveMockBank({ signIn: false });

const WRONG_PASSWORD = 'Wrong#Pass1';

describe('Two-factor lockouts against the mock bank', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    usePersistLoginStore.setState({ persistLogin: false });
  });

  it('turning 2FA off: warns as the attempts run out, then the lock and its wait outlive closing the dialog', async () => {
    await signInWithSecondFactor();
    for (let i = 0; i < 2; i++) {
      const { response } = await apiClient.POST('/auth/2fa/disable', {
        body: { password: WRONG_PASSWORD, code: '000000' },
      });
      expect(response.status).toBe(422);
    }
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('On');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), WRONG_PASSWORD);
    const sendCode = async (code: string) => {
      await user.type(within(dialog).getByLabelText(/^Verification code/), code);
      await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    };

    await sendCode('000000');
    expect(
      await within(dialog).findByText(
        'Only 2 attempts left before turning off two-factor authentication is temporarily locked.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The password or verification code is incorrect.')).toBeInTheDocument();
    await sendCode('000000');
    expect(
      await within(dialog).findByText(
        'Only 1 attempt left before turning off two-factor authentication is temporarily locked.',
      ),
    ).toBeInTheDocument();
    await sendCode('000000');
    expect(
      await within(dialog).findByText(
        'No attempts left: turning off two-factor authentication is now temporarily locked.',
      ),
    ).toBeInTheDocument();

    // Locked: the right password and a current code get the 429 and its wait.
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Northwind#2026');
    await sendCode(await totpCode('grace@northwind.test', 1));
    const lockText =
      'Too many failed attempts to turn off two-factor authentication. Please try again in 15 minutes.';
    expect(await within(dialog).findByText(lockText)).toBeInTheDocument();
    expect(within(dialog).getByTestId('lockout-wait')).toHaveTextContent(/^1[45]m \d{2}s$/);
    expect(
      within(dialog).queryByText('The password or verification code is incorrect.'),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeDisabled();

    // Closing and opening the dialog again does not forget the lock.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(lockText)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeDisabled();
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On');
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(true);
  });

  it('2FA setup: warns before the key is discarded, then drops the dead key and starts over', async () => {
    await signInToMockBank();
    const success = vi.spyOn(toast, 'toastSuccess');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    const firstSecret = (await screen.findByTestId('two-factor-secret')).textContent;
    // Two wrong codes sent earlier: three are left.
    for (let i = 0; i < 2; i++) {
      const { response } = await apiClient.POST('/auth/2fa/setup/complete', { body: { code: '000000' } });
      expect(response.status).toBe(422);
    }

    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    expect(
      await screen.findByText(
        'Only 2 attempts left before this key is discarded and the setup has to start again.',
      ),
    ).toBeInTheDocument();
    // Each refused code stays selected in the focused field: typing the next one replaces it.
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveFocus());
    await user.keyboard('000000');
    expect(
      await screen.findByText(
        'Only 1 attempt left before this key is discarded and the setup has to start again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveFocus());
    await user.keyboard('000000');

    // The fifth wrong code: the bank discarded the secret, and so does the screen.
    expect(
      await screen.findByText('Too many wrong codes. Please start the two-factor setup again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(i18n._(SETUP_DISCARDED_TEXT))).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    expect(screen.queryByText('Start the two-factor setup first.')).not.toBeInTheDocument();

    // A new setup brings a new key, which turns 2FA on.
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const secondSecret = (await screen.findByTestId('two-factor-secret')).textContent;
    expect(secondSecret).not.toBe(firstSecret);
    expect(screen.queryByText(i18n._(SETUP_DISCARDED_TEXT))).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), await totpCode('ada@northwind.test'));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On'));
    expect(success).toHaveBeenCalledWith(i18n._(TWO_FACTOR_ON_TEXT));
  });
});
