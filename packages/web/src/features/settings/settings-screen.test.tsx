import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { PASSWORD_CHANGED_TEXT } from './change-password-section';
import { SettingsScreen } from './settings-screen';
import { TWO_FACTOR_OFF_TEXT, TWO_FACTOR_ON_TEXT } from './two-factor-section';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

describe('SettingsScreen against the mock bank', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    usePersistLoginStore.setState({ persistLogin: false });
  });

  it('sets up 2FA: start → QR and secret → code → on', async () => {
    await signInToMockBank();
    const success = vi.spyOn(toast, 'toastSuccess');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    expect(await screen.findByText('The verification code is invalid or has expired.')).toBeInTheDocument();
    // Four codes are left: no warning yet.
    expect(screen.queryByText(/attempts? left/)).not.toBeInTheDocument();
    // The refused code stays selected in the focused field: the next one typed replaces it.
    const field = screen.getByLabelText(/^Verification code/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('000000');
    await user.keyboard(await totpCode('ada@northwind.test'));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On'));
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(true);
    expect(success).toHaveBeenCalledWith(i18n._(TWO_FACTOR_ON_TEXT));
  });

  it('turns 2FA off with the password and a current code', async () => {
    await signInWithSecondFactor();
    const success = vi.spyOn(toast, 'toastSuccess');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('On');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Northwind#2026');
    await user.type(
      within(dialog).getByLabelText(/^Verification code/),
      await totpCode('grace@northwind.test', 1),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off'));
    expect(success).toHaveBeenCalledWith(i18n._(TWO_FACTOR_OFF_TEXT));
  });

  it('changes the password, with the server’s field error for a wrong current one', async () => {
    await signInToMockBank();
    const success = vi.spyOn(toast, 'toastSuccess');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong#Pass1');
    await user.type(within(form).getByLabelText(/^New password/), 'Harbour#Light7');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Harbour#Light7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is incorrect.')).toBeInTheDocument();
    // Four attempts are left: no warning yet.
    expect(within(form).queryByText(/attempts? left/)).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), 'Northwind#2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(i18n._(PASSWORD_CHANGED_TEXT)));
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("keeps the organization's settings apart from the person's own sign-in", async () => {
    await signInToMockBank();
    renderScreen(<SettingsScreen />, { path: '/app/settings' });
    const personal = screen.getByRole('region', { name: 'Your sign-in' });
    const organization = screen.getByRole('region', { name: /^Northwind.* settings$/ });
    expect(
      within(personal).getByRole('heading', { name: 'Two-factor authentication', level: 3 }),
    ).toBeVisible();
    expect(within(organization).getByRole('heading', { name: 'Approval policy', level: 3 })).toBeVisible();
    expect(within(personal).queryByRole('heading', { name: 'Approval policy' })).toBeNull();
  });

  it('toggles "keep me signed in" and copies identifiers with the toast', async () => {
    await signInToMockBank();
    const info = vi.spyOn(toast, 'toastInfo');
    const { user } = renderScreen(<SettingsScreen />, { path: '/app/settings' });
    await user.click(await screen.findByText('Keep me signed in on this device'));
    await waitFor(() => expect(usePersistLoginStore.getState().persistLogin).toBe(true));
    const references = screen.getByTestId('support-references');
    expect(references).toHaveTextContent(/Your user reference\s*usr_/);
    expect(references).toHaveTextContent(/Northwind.* reference\s*org_northwind/);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy organization reference' }));
    expect(writeText).toHaveBeenCalledWith('org_northwind');
    await waitFor(() => expect(info).toHaveBeenCalledWith('Copied to clipboard'));
  });
});
