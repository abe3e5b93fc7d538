import { unwrap } from '@portal/api-types';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { useSessionStore } from '../../domains/session/session-store';
import { serveMockBank, totpCode } from '../../testing/mock-bank-session';
import { heading, renderAuthScreen } from './testing/auth-screen';
import { TwoFactorVerificationScreen } from './two-factor-verification-screen';

serveMockBank({ signIn: false });
const GRACE = 'grace@northwind.test';

async function challengeFor(email: string) {
  const result = (
    await unwrap(apiClient.POST('/auth/login', { body: { email, password: 'Northwind#2026' } }))
  ).data;
  if (result.status !== 'two_factor_required') throw new Error('expected a challenge');
  return result;
}

function renderWith(state: unknown) {
  return renderAuthScreen(<TwoFactorVerificationScreen />, '/2fa-verification', {
    pathname: '/2fa-verification',
    state,
  });
}

describe('TwoFactorVerificationScreen against the mock bank', () => {
  it('sends a visitor without a pending challenge back to login', async () => {
    const { router } = renderWith(undefined);
    expect(await heading('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the refusal of a wrong code, then signs in with a pasted code (auto-submitted)', async () => {
    const challenge = await challengeFor(GRACE);
    const { user } = renderWith({ challenge, keepSignedIn: false });
    const input = await screen.findByLabelText(/^Verification code/);
    const good = await totpCode(GRACE);
    const wrong = good === '000000' ? '111111' : '000000';
    await user.type(input, wrong);
    // One message, under the field; the field keeps the code, focused and selected, ready to be replaced.
    expect(await screen.findByText('The verification code is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getAllByText('The verification code is invalid or has expired.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue(wrong);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The verification code is invalid or has expired.');
    const field = input as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, wrong.length]);
    // Pasted over the selection, the next code replaces the refused one and goes by itself.
    await user.paste(`${good.slice(0, 3)} ${good.slice(3)}`);
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(true));
    expect(useSessionStore.getState().userData.email).toBe(GRACE);
  });

  it('refuses a replayed code', async () => {
    const code = await totpCode(GRACE);
    const first = await challengeFor(GRACE);
    await unwrap(
      apiClient.POST('/auth/2fa/verify-code', { body: { challenge_ref: first.challenge_ref, code } }),
    );
    const second = await challengeFor(GRACE);
    const { user } = renderWith({ challenge: second, keepSignedIn: false });
    await user.type(await screen.findByLabelText(/^Verification code/), code);
    expect(await screen.findByText('The verification code is invalid or has expired.')).toBeInTheDocument();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('warns before the challenge locks, then shows the wait', async () => {
    const challenge = await challengeFor(GRACE);
    const { user } = renderWith({ challenge, keepSignedIn: false });
    const input = await screen.findByLabelText(/^Verification code/);
    const good = await totpCode(GRACE);
    const wrong = good === '000000' ? '111111' : '000000';
    // Each refused code stays selected in the focused field: typing the next one replaces it and sends it.
    const refused = async () => {
      await waitFor(() => {
        expect(input).toBeEnabled();
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveFocus();
      });
      expect(input).toHaveValue(wrong);
    };
    await user.type(input, wrong);
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await refused();
      await user.keyboard(wrong);
    }
    expect(
      await screen.findByText('Only 2 attempts left before this sign-in is temporarily locked.'),
    ).toBeInTheDocument();
    for (let attempt = 4; attempt <= 6; attempt += 1) {
      await refused();
      await user.keyboard(wrong);
    }
    expect(await screen.findByText('Too many wrong codes. Please sign in again later.')).toBeInTheDocument();
    expect(screen.getByTestId('lockout-wait')).toHaveTextContent(/^\dm \d{2}s$/);
  });
});
