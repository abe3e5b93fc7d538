import { i18n } from '@lingui/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useSessionStore } from '../../domains/session/session-store';
import { renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { OWNER_ROLE_REASON } from './member-model';
import { TeamScreen } from './team-screen';

configure({ asyncUtilTimeout: 10_000 });
serveMockBank({ signIn: false });

const renderTeam = () =>
  renderScreen(
    <>
      <TeamScreen />
      <ConfirmDialog />
    </>,
    { path: '/app/team' },
  );

describe('TeamScreen against the mock bank', () => {
  it('rule TEAM-20: a member sees why the team is not theirs to manage, and no list', async () => {
    await signInToMockBank('mo@northwind.test');
    renderTeam();
    expect(await screen.findByTestId('permission-notice')).toHaveTextContent(
      "Your role (Member) can't manage the team. Ask an owner or admin.",
    );
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('rules TEAM-22 and TEAM-24: the owner’s row says why it cannot change; removing Mo says what follows', async () => {
    await signInToMockBank();
    const { user } = renderTeam();
    const table = await screen.findByRole('table', { name: 'Members' });
    const change = await within(table).findByRole('button', { name: 'Change role of Ada Lovelace' });
    expect(change).toHaveAttribute('aria-disabled', 'true');
    expect(change).toHaveAccessibleDescription(i18n._(OWNER_ROLE_REASON));
    await user.click(within(table).getByRole('button', { name: 'Remove Mo Farah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mo Farah' });
    expect(dialog).toHaveTextContent('Mo Farah loses access to Northwind Trading Ltd at once');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Mo Farah was removed from Northwind Trading Ltd.')).toBeInTheDocument();
  });

  it('rule TEAM-27: an admin (Ada in Acme) sees Transfer ownership disabled with the reason', async () => {
    await signInToMockBank();
    useSessionStore.getState().selectAccount('org_acme');
    renderTeam();
    const transfer = await screen.findByRole('button', { name: 'Transfer ownership' });
    expect(transfer).toHaveAttribute('aria-disabled', 'true');
    expect(transfer).toHaveAccessibleDescription(
      "Your role (Admin) can't transfer ownership. Only the owner can.",
    );
    expect(screen.getByRole('button', { name: 'Invite member' })).not.toHaveAttribute('aria-disabled');
  });
});
