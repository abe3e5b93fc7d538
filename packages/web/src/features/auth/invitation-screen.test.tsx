import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { serveMockBank, totpCode } from '../../testing/mock-bank-session';
import { INVALID_INVITATION_TEXT, InvitationScreen } from './invitation-screen';
import { outboxToken, renderAuthScreen } from './testing/auth-screen';

const { server } = serveMockBank({ signIn: false });
const INVITEE = 'invitee@northwind.test';

async function acceptWithPassword(user: ReturnType<typeof renderAuthScreen>['user']) {
  await user.type(await screen.findByLabelText(/^First name/), 'Imogen');
  await user.type(screen.getByLabelText(/^Last name/), 'Hartley');
  await user.type(screen.getByLabelText(/^Password/), 'Harbour#Light7');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Light7');
  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
}

/** How often the invitation's sign-in ran ("Skip for now" or "Continue to the portal"). */
const signInRuns = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll({ mutationKey: ['auth', 'invitation', 'sign-in'] }).length;

/** GET /user/current calls from now on: none, the session starts with the user of the accept answer. */
function countUserLoads() {
  const calls = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/user/current')) calls.count += 1;
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** Two clicks before React re-renders (one act): only a synchronous lock stops the second. */
function doubleClick(element: HTMLElement) {
  act(() => {
    fireEvent.click(element);
    fireEvent.click(element);
  });
}

describe('InvitationScreen against the mock bank', () => {
  it('shows who invited whom, strips the token, sets the password, offers 2FA and signs in on skip', async () => {
    const token = await outboxToken(INVITEE);
    const { user, router } = renderAuthScreen(
      <InvitationScreen />,
      '/invitation',
      `/invitation?token=${token}`,
    );
    expect(
      await screen.findByText('Ada Lovelace invited you to join Northwind Trading Ltd.'),
    ).toBeInTheDocument();
    // The role as a label, with what it allows in plain words from the bank's roles (rule ROLE-07).
    const role = screen.getByTestId('invitation-role');
    await waitFor(() =>
      expect(role).toHaveTextContent(
        'Your role:MemberCan view balances and transactions, export statements, manage recipients, make payments, cancel payments and trade foreign exchange.',
      ),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(INVITEE);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    await acceptWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(true));
    expect(useSessionStore.getState().userData.email).toBe(INVITEE);
    // The new member is known by the name they gave.
    expect(useSessionStore.getState().userData.name).toBe('Imogen Hartley');
  });

  it("asks for the name: errors under the fields, gone once corrected; the bank's 422 lands there too", async () => {
    const token = await outboxToken(INVITEE);
    const { user } = renderAuthScreen(<InvitationScreen />, '/invitation', `/invitation?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const first = screen.getByLabelText(/^First name/);
    const last = screen.getByLabelText(/^Last name/);
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(last).toHaveAccessibleDescription('Enter your last name.');
    await user.type(first, '   ');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    await user.type(last, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(last).toHaveAccessibleDescription('Your last name can have at most 100 characters.');
    await user.clear(last);
    await user.type(last, 'Hartley');
    expect(last).not.toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.post('*/auth/invitation/accept', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { first_name: ['Enter your first name.'] } },
          { status: 422 },
        ),
      ),
    );
    await user.clear(first);
    await user.type(first, 'Imogen');
    await user.type(screen.getByLabelText(/^Password/), 'Harbour#Light7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour#Light7');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('Enter your first name.'));
    expect(first).toHaveFocus();
  });

  it('prefills the name the inviter gave, and labels another role with what it allows', async () => {
    const token = await outboxToken(INVITEE);
    server.use(
      http.post('*/auth/invitation/lookup', () =>
        HttpResponse.json({
          data: {
            email: INVITEE,
            first_name: 'Imogen',
            last_name: null,
            organization_name: 'Northwind Trading Ltd',
            invited_by_name: 'Ada Lovelace',
            role: 'approver',
            expires_at: '2026-12-02T09:00:00Z',
          },
        }),
      ),
    );
    renderAuthScreen(<InvitationScreen />, '/invitation', `/invitation?token=${token}`);
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Imogen');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByTestId('invitation-role')).toHaveTextContent(
        'ApproverCan view balances and transactions, export statements, manage recipients, make payments, cancel payments, approve payments and trade foreign exchange.',
      ),
    );
  });

  it('sets up 2FA after accepting, then signs in', async () => {
    const token = await outboxToken(INVITEE);
    const { user } = renderAuthScreen(<InvitationScreen />, '/invitation', `/invitation?token=${token}`);
    await acceptWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByTestId('two-factor-secret').textContent).toMatch(/^[A-Z2-7 ]+$/);
    await user.type(screen.getByLabelText(/^Verification code/), await totpCode(INVITEE));
    await user.click(await screen.findByRole('button', { name: 'Continue to the portal' }));
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(true));
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(true);
  });

  it('says an expired invitation cannot be used', async () => {
    const token = await outboxToken('late@northwind.test');
    renderAuthScreen(<InvitationScreen />, '/invitation', `/invitation?token=${token}`);
    expect(await screen.findByText('This invitation cannot be used')).toBeInTheDocument();
    expect(
      screen.getByText('This invitation has expired or was already used. Ask for a new one.'),
    ).toBeInTheDocument();
  });

  it('says an unknown invitation does not exist, and a missing token is invalid', async () => {
    const { unmount } = renderAuthScreen(
      <InvitationScreen />,
      '/invitation',
      '/invitation?token=inv_unknownunknown123',
    );
    expect(await screen.findByText('This invitation does not exist.')).toBeInTheDocument();
    unmount();
    renderAuthScreen(<InvitationScreen />, '/invitation', '/invitation');
    expect(await screen.findByText(i18n._(INVALID_INVITATION_TEXT))).toBeInTheDocument();
  });

  it('says a used invitation cannot be used again', async () => {
    const token = await outboxToken(INVITEE);
    const first = renderAuthScreen(<InvitationScreen />, '/invitation', `/invitation?token=${token}`);
    await acceptWithPassword(first.user);
    await screen.findByRole('button', { name: 'Skip for now' });
    first.unmount();
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
    renderAuthScreen(<InvitationScreen />, '/invitation', `/invitation?token=${token}`);
    expect(
      await screen.findByText('This invitation has expired or was already used. Ask for a new one.'),
    ).toBeInTheDocument();
  });

  it('a double click on "Skip for now" signs in once, with the user of the accept answer', async () => {
    const token = await outboxToken(INVITEE);
    const { user, queryClient } = renderAuthScreen(
      <InvitationScreen />,
      '/invitation',
      `/invitation?token=${token}`,
    );
    await acceptWithPassword(user);
    const skip = await screen.findByRole('button', { name: 'Skip for now' });
    const loads = countUserLoads();
    doubleClick(skip);
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(true));
    loads.stop();
    expect(signInRuns(queryClient)).toBe(1);
    expect(loads.calls.count).toBe(0);
    expect(useSessionStore.getState().userData).toMatchObject({ email: INVITEE, two_factor_enabled: false });
  });

  it('a double click on "Continue to the portal" after the 2FA setup signs in once, 2FA on', async () => {
    const token = await outboxToken(INVITEE);
    const { user, queryClient } = renderAuthScreen(
      <InvitationScreen />,
      '/invitation',
      `/invitation?token=${token}`,
    );
    await acceptWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText(/^Verification code/), await totpCode(INVITEE));
    const next = await screen.findByRole('button', { name: 'Continue to the portal' });
    const loads = countUserLoads();
    doubleClick(next);
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(true));
    loads.stop();
    expect(signInRuns(queryClient)).toBe(1);
    expect(loads.calls.count).toBe(0);
    // The accept answer's user had 2FA off; the session has the status the completed setup answered.
    expect(useSessionStore.getState().userData.two_factor_enabled).toBe(true);
  });

  it('while the 2FA setup starts, "Skip for now" cannot abandon it', async () => {
    const token = await outboxToken(INVITEE);
    const { user, queryClient } = renderAuthScreen(
      <InvitationScreen />,
      '/invitation',
      `/invitation?token=${token}`,
    );
    await acceptWithPassword(user);
    // The bank's answer to the setup start is held until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      // Answering nothing hands the request on to the bank's own handler once released.
      http.post('*/auth/2fa/setup/start', async () => {
        await held;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    const skip = screen.getByRole('button', { name: 'Skip for now' });
    await waitFor(() => expect(skip).toBeDisabled());
    fireEvent.click(skip);
    release();
    expect(await screen.findByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(signInRuns(queryClient)).toBe(0);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });
});
