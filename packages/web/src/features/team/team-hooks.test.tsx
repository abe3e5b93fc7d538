import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { selectCurrentOrganization } from '../../domains/session/current-account';
import { useSessionStore } from '../../domains/session/session-store';
import { createTestQueryClient, SEED_PASSWORD, serveMockBank } from '../../testing/mock-bank-session';
import { useInvitationsQuery } from './api/invitations';
import { type Member, useMembersQuery, useRemoveMemberMutation } from './api/members';
import { useChangeRole } from './use-change-role';
import { useInviteForm } from './use-invite-form';
import { useTransferOwnership } from './use-transfer-ownership';

serveMockBank();

const ACCOUNT = 'org_northwind';
const FIRST_PAGE = { page: 1, per_page: 10 } as const;

function wrapperWith() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { wrapper, queryClient };
}

/** The team as the bank lists it now. */
async function loadMembers(): Promise<Member[]> {
  const { wrapper } = wrapperWith();
  const { result } = renderHook(() => useMembersQuery(ACCOUNT, FIRST_PAGE), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data?.data ?? [];
}

/** A form hook with its field errors read while rendering (react-hook-form only reports what a render read). */
function withErrors<H extends { form: { formState: { errors: object } } }>(hook: H) {
  return { ...hook, errors: hook.form.formState.errors as H['form']['formState']['errors'] };
}

const memberByEmail = async (email: string) => {
  const member = (await loadMembers()).find((m) => m.email === email);
  if (!member) throw new Error(`${email} is not a member`);
  return member;
};

describe('the team against the mock bank', () => {
  it('rule TEAM-21: lists the members the owner first, with role, 2FA, activity and status', async () => {
    const members = await loadMembers();
    expect(members[0]).toMatchObject({ email: 'ada@northwind.test', role: 'owner' });
    expect(members.find((m) => m.email === 'grace@northwind.test')).toMatchObject({
      role: 'approver',
      two_factor_enabled: true,
      status: 'active',
    });
    expect(members.find((m) => m.email === 'new@northwind.test')).toMatchObject({
      status: 'password_pending',
      last_active_at: null,
    });
  });

  it('rule TEAM-25: the invite form checks its fields, shows the bank’s field errors under them, and sends', async () => {
    const { wrapper } = wrapperWith();
    const invited: string[] = [];
    const { result } = renderHook(
      () => ({
        invite: withErrors(useInviteForm(ACCOUNT, (invitation) => invited.push(invitation.email))),
        list: useInvitationsQuery(ACCOUNT, FIRST_PAGE),
      }),
      { wrapper },
    );
    expect(result.current.invite.form.getValues('role')).toBe('member');
    await act(() => result.current.invite.submit());
    expect(result.current.invite.errors.first_name?.message).toBe('Enter their first name.');
    expect(result.current.invite.errors.email?.message).toBe('Enter their email address.');

    // Someone already in the team: the bank's 422 under the email field, nothing else.
    act(() => {
      result.current.invite.form.setValue('first_name', 'Mo');
      result.current.invite.form.setValue('last_name', 'Farah');
      result.current.invite.form.setValue('email', 'mo@northwind.test');
    });
    await act(() => result.current.invite.submit());
    await waitFor(() =>
      expect(result.current.invite.errors.email?.message).toBe(
        'This person is already a member of this account.',
      ),
    );
    expect(result.current.invite.failure).toBeNull();

    act(() => {
      result.current.invite.form.setValue('email', 'olu@northwind.test');
      result.current.invite.form.setValue('first_name', 'Olu');
      result.current.invite.form.setValue('last_name', 'Bello');
      result.current.invite.form.setValue('role', 'viewer');
    });
    await act(() => result.current.invite.submit());
    await waitFor(() => expect(invited).toEqual(['olu@northwind.test']));
    await waitFor(() =>
      expect(result.current.list.data?.data[0]).toMatchObject({
        email: 'olu@northwind.test',
        role: 'viewer',
        first_name: 'Olu',
        invited_by_name: 'Ada Lovelace',
        status: 'pending',
      }),
    );
    // Sent: the form is empty again for the next one.
    expect(result.current.invite.form.getValues()).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      role: 'member',
    });
  });

  it('rule TEAM-23: a role change applies and the list follows; the same role is said, not sent', async () => {
    const mo = await memberByEmail('mo@northwind.test');
    const { wrapper } = wrapperWith();
    const changed: Member[] = [];
    const { result } = renderHook(
      () => ({
        change: withErrors(useChangeRole(ACCOUNT, mo, (member) => changed.push(member))),
        list: useMembersQuery(ACCOUNT, FIRST_PAGE),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.change.form.getValues('role')).toBe('member');
    await act(() => result.current.change.submit());
    expect(result.current.change.errors.role?.message).toBe('Mo Farah is already a Member.');

    act(() => result.current.change.form.setValue('role', 'viewer'));
    await act(() => result.current.change.submit());
    await waitFor(() => expect(changed.map((m) => m.role)).toEqual(['viewer']));
    await waitFor(() =>
      expect(result.current.list.data?.data.find((m) => m.email === mo.email)?.role).toBe('viewer'),
    );
  });

  it('rule TEAM-23: the bank’s refusal of a role change (409) is shown in the dialog', async () => {
    const ada = await memberByEmail('ada@northwind.test');
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => useChangeRole(ACCOUNT, ada, () => {}), { wrapper });
    act(() => result.current.form.setValue('role', 'admin'));
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.failure).toBe("The owner's role changes only by transferring ownership."),
    );
  });

  it('rule TEAM-24: a removed member leaves the list; the owner cannot be removed', async () => {
    const members = await loadMembers();
    const mo = members.find((m) => m.email === 'mo@northwind.test');
    const ada = members.find((m) => m.email === 'ada@northwind.test');
    const { wrapper } = wrapperWith();
    const { result } = renderHook(
      () => ({ remove: useRemoveMemberMutation(ACCOUNT), list: useMembersQuery(ACCOUNT, FIRST_PAGE) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await expect(result.current.remove.mutateAsync(ada?.user_ref ?? '')).rejects.toMatchObject({
      status: 409,
    });
    await act(() => result.current.remove.mutateAsync(mo?.user_ref ?? ''));
    await waitFor(() =>
      expect(result.current.list.data?.data.map((m) => m.email)).not.toContain('mo@northwind.test'),
    );
  });

  it('rule TEAM-27: a wrong password is under its field with the attempts left; then the transfer makes Ada an admin', async () => {
    const grace = await memberByEmail('grace@northwind.test');
    const { wrapper } = wrapperWith();
    let transferred = 0;
    const { result } = renderHook(() => withErrors(useTransferOwnership(ACCOUNT, () => (transferred += 1))), {
      wrapper,
    });
    act(() => {
      result.current.form.setValue('user_ref', grace.user_ref);
      result.current.form.setValue('current_password', 'Wrong#Password1');
    });
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.errors.current_password?.message).toBe('The current password is incorrect.'),
    );
    expect(result.current.attemptsLeft).toBe(4);
    expect(result.current.warning).toBe(
      '4 attempts left before transferring ownership is temporarily locked.',
    );
    expect(result.current.failure).toBeNull();

    act(() => result.current.form.setValue('current_password', SEED_PASSWORD));
    await act(() => result.current.submit());
    await waitFor(() => expect(transferred).toBe(1));
    await waitFor(() => expect(selectCurrentOrganization(useSessionStore.getState())?.role).toBe('admin'));
    expect(selectCurrentOrganization(useSessionStore.getState())?.permissions).not.toContain(
      'ownership.transfer',
    );
    expect((await memberByEmail('grace@northwind.test')).role).toBe('owner');
  });
});
