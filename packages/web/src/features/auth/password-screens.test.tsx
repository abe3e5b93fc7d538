import { i18n } from '@lingui/core';
import { unwrap } from '@portal/api-types';
import { PASSWORD_MESSAGES } from '@portal/api-types/password-policy';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { mockControl, serveMockBank } from '../../testing/mock-bank-session';
import {
  FORGOT_CONFIRMATION_TEXT,
  FORGOT_CONFIRMATION_TITLE,
  ForgetPasswordScreen,
} from './forget-password-screen';
import { INVALID_RESET_LINK_TEXT, RESET_DONE_TEXT, ResetPasswordScreen } from './reset-password-screen';
import { outboxToken, renderAuthScreen } from './testing/auth-screen';

serveMockBank({ signIn: false });
const ADA = 'ada@northwind.test';

/** Moves the mock bank's clock (reset links live an hour on it). */
const moveBankClock = (ms: number) =>
  mockControl('/__mock/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });

describe('forgot and reset password against the mock bank', () => {
  it.each([ADA, 'nobody@northwind.test'])('answers %s with the same confirmation', async (email) => {
    const { user } = renderAuthScreen(<ForgetPasswordScreen />, '/forget-password', '/forget-password');
    await user.type(await screen.findByLabelText(/^Email/), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(i18n._(FORGOT_CONFIRMATION_TEXT))).toBeInTheDocument();
    const mails = await mockControl<{ data: unknown[] }>(`/__mock/outbox?to=${email}`);
    expect(mails.data).toHaveLength(email === ADA ? 1 : 0);
  });

  /** Fills the request form with `email` and sends it; returns the form. */
  async function requestLink(user: ReturnType<typeof renderAuthScreen>['user'], email: string) {
    await user.type(await screen.findByLabelText(/^Email/), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    return screen.getByRole('form', { name: 'Forgot password' });
  }

  it('over the bank’s limit (429): its message with the form, which keeps the address for a later try', async () => {
    // Five requests for the address in the hour: the bank's limit is reached.
    for (let i = 0; i < 5; i++)
      await unwrap(apiClient.POST('/auth/password/forgot', { body: { email: ADA } }));
    const { user } = renderAuthScreen(<ForgetPasswordScreen />, '/forget-password', '/forget-password');
    const form = await requestLink(user, ADA);
    expect(
      await within(form).findByText('Too many password reset requests. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveValue(ADA);
    expect(within(form).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.queryByText(i18n._(FORGOT_CONFIRMATION_TITLE))).not.toBeInTheDocument();
    const mails = await mockControl<{ data: unknown[] }>(`/__mock/outbox?to=${ADA}`);
    expect(mails.data).toHaveLength(5);
  });

  it('a server failure (503): its message with the form, and sending again works', async () => {
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/auth/password/forgot', method: 'POST', status: 503, count: 1 }),
    });
    const { user } = renderAuthScreen(<ForgetPasswordScreen />, '/forget-password', '/forget-password');
    const form = await requestLink(user, ADA);
    expect(await within(form).findByText('The service is unavailable. Try again later.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveValue(ADA);
    expect(screen.queryByText(i18n._(FORGOT_CONFIRMATION_TITLE))).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(i18n._(FORGOT_CONFIRMATION_TEXT))).toBeInTheDocument();
    expect(screen.queryByText('The service is unavailable. Try again later.')).not.toBeInTheDocument();
  });

  it('reads the token, strips it from the URL, checks the rule live and resets the password', async () => {
    await unwrap(apiClient.POST('/auth/password/forgot', { body: { email: ADA } }));
    const token = await outboxToken(ADA);
    const { user, router } = renderAuthScreen(
      <ResetPasswordScreen />,
      '/reset-password',
      `/reset-password?token=${token}`,
    );
    const password = await screen.findByLabelText(/^New password/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    await user.type(password, 'short');
    const unmet = screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'false');
    expect(unmet.map((item) => item.textContent)).toEqual([
      `${PASSWORD_MESSAGES.min}(not met)`,
      `${PASSWORD_MESSAGES.upper}(not met)`,
      `${PASSWORD_MESSAGES.number}(not met)`,
      `${PASSWORD_MESSAGES.special}(not met)`,
    ]);
    await user.clear(password);
    await user.type(password, 'Harbour#Light7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Light8');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Light7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(i18n._(RESET_DONE_TEXT))).toBeInTheDocument();
    const login = await apiClient.POST('/auth/login', { body: { email: ADA, password: 'Harbour#Light7' } });
    expect(login.response.status).toBe(200);
  });

  it('says a used link cannot be used before a password is typed, and offers a new one (rule AUTH-10)', async () => {
    await unwrap(apiClient.POST('/auth/password/forgot', { body: { email: ADA } }));
    const token = await outboxToken(ADA);
    await unwrap(
      apiClient.POST('/auth/password/reset', {
        body: { token, password: 'Harbour#Light7', password_confirmation: 'Harbour#Light7' },
      }),
    );
    renderAuthScreen(<ResetPasswordScreen />, '/reset-password', `/reset-password?token=${token}`);
    expect(await screen.findByText(i18n._(INVALID_RESET_LINK_TEXT))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it('says an expired link cannot be used at once, and the way to ask again leads to the request form', async () => {
    await unwrap(apiClient.POST('/auth/password/forgot', { body: { email: ADA } }));
    const token = await outboxToken(ADA);
    // Links live an hour on the bank's clock.
    await moveBankClock(61 * 60_000);
    const { user, router } = renderAuthScreen(
      <ResetPasswordScreen />,
      '/reset-password',
      `/reset-password?token=${token}`,
    );
    expect(await screen.findByText(i18n._(INVALID_RESET_LINK_TEXT))).toBeInTheDocument();
    expect(screen.getByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget-password');
    // The old password still works: nothing was changed with the expired link.
    const login = await apiClient.POST('/auth/login', { body: { email: ADA, password: 'Northwind#2026' } });
    expect(login.response.status).toBe(200);
  });

  it('names the account of a usable link, and still refuses one that expired while the form was open', async () => {
    await unwrap(apiClient.POST('/auth/password/forgot', { body: { email: ADA } }));
    const token = await outboxToken(ADA);
    const { user } = renderAuthScreen(
      <ResetPasswordScreen />,
      '/reset-password',
      `/reset-password?token=${token}`,
    );
    expect(await screen.findByText(`Choose a new password for ${ADA}.`)).toBeInTheDocument();
    await moveBankClock(61 * 60_000);
    await user.type(await screen.findByLabelText(/^New password/), 'Another#Pass9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Another#Pass9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(i18n._(INVALID_RESET_LINK_TEXT))).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    renderAuthScreen(<ResetPasswordScreen />, '/reset-password', '/reset-password');
    expect(await screen.findByText(i18n._(INVALID_RESET_LINK_TEXT))).toBeInTheDocument();
  });

  it('shows the server’s refusal of a common password under the field', async () => {
    await unwrap(apiClient.POST('/auth/password/forgot', { body: { email: ADA } }));
    const token = await outboxToken(ADA);
    const { user } = renderAuthScreen(
      <ResetPasswordScreen />,
      '/reset-password',
      `/reset-password?token=${token}`,
    );
    await user.type(await screen.findByLabelText(/^New password/), 'Password123!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('This password is too common. Choose a less predictable one.'),
    ).toBeInTheDocument();
  });
});
