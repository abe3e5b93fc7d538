import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { usePersistLoginStore } from '../../domains/session/persist-login-store';
import * as toast from '../../lib/toast';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { PASSWORD_CHANGED_TEXT } from './change-password-section';
import { SettingsScreen } from './settings-screen';

configure({ asyncUtilTimeout: 10_000 });
// The real mock bank: its lockouts count the wrong answers sent here (5 of them lock the action).
serveMockBank({ signIn: false });

const WRONG_PASSWORD = 'Wrong#Pass1';
const NEW_PASSWORD = 'Harbour#Light7';

describe('Change password lockout against the mock bank', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    usePersistLoginStore.setState({ persistLogin: false });
  });

  it('change password: warns as the attempts run out, then shows the wait and blocks until it has passed', async () => {
    await signInToMockBank();
    // Two wrong current passwords sent earlier: three attempts are left.
    for (let i = 0; i < 2; i++) {
      const { response } = await apiClient.POST('/auth/password/change', {
        body: {
          current_password: WRONG_PASSWORD,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
      expect(response.status).toBe(422);
    }
    const success = vi.spyOn(toast, 'toastSuccess');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), WRONG_PASSWORD);
    await user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/^Confirm new password/), NEW_PASSWORD);

    await user.click(submit);
    expect(
      await within(form).findByText(
        'Only 2 attempts left before changing your password is temporarily locked.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('The current password is incorrect.')).toBeInTheDocument();
    await user.click(submit);
    expect(
      await within(form).findByText(
        'Only 1 attempt left before changing your password is temporarily locked.',
      ),
    ).toBeInTheDocument();
    await user.click(submit);
    expect(
      await within(form).findByText('No attempts left: changing your password is now temporarily locked.'),
    ).toBeInTheDocument();

    // Locked: even the right password gets the 429 and its wait.
    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), 'Northwind#2026');
    await user.click(submit);
    expect(
      await within(form).findByText('Too many wrong passwords. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(within(form).getByTestId('lockout-wait')).toHaveTextContent(/^1[45]m \d{2}s$/);
    expect(within(form).queryByText(/attempts? left/)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(success).not.toHaveBeenCalled();

    // 15 minutes later (the clock of the page and of the mock bank): the form is open again.
    const later = Date.now() + 15 * 60_000 + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(
      await within(form).findByText('You can try to change your password again now.'),
    ).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(success).toHaveBeenCalledWith(i18n._(PASSWORD_CHANGED_TEXT)));
    expect(
      within(form).queryByText('You can try to change your password again now.'),
    ).not.toBeInTheDocument();
  });
});
