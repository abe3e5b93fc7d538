import { describe, expect, it } from 'vitest';
import type { User } from '../auth/index.js';
import { addMembership, type DomainError } from '../bank/index.js';
import { createBank } from '../setup/index.js';
import { changeMemberRole, listMembers, managesTeam, removeMember } from './team.js';

const START = Date.parse('2026-03-10T10:00:00Z');

function acme() {
  const bank = createBank({ seed: 42, clockStart: START, frozenClock: true });
  const user = (ref: string): User => {
    const u = bank.store.users.get(ref);
    if (!u) throw new Error(`seed has no ${ref}`);
    return u;
  };
  // Acme has no owner: Ada is its only admin. Mo joins it as a member.
  addMembership(bank.store, user('usr_mo'), { orgRef: 'org_acme', role: 'member', joinedAt: START });
  return { bank, ada: user('usr_ada'), mo: user('usr_mo') };
}

const refusal = (run: () => unknown): DomainError | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error as DomainError;
  }
};

describe('team rules', () => {
  it('lets only the roles with team.manage manage the team', () => {
    expect((['owner', 'admin', 'approver', 'member', 'viewer'] as const).filter(managesTeam)).toEqual([
      'owner',
      'admin',
    ]);
  });

  it('keeps the last member who can manage the team in a role that can (rule TEAM-07)', () => {
    const { bank, ada, mo } = acme();
    // The permission check is the operation's: here only the domain rule answers.
    const demoted = refusal(() => changeMemberRole(bank, mo, 'org_acme', 'usr_ada', 'approver'));
    expect(demoted?.status).toBe(409);
    expect(demoted?.options.code).toBe('last_admin');
    expect(demoted?.message).toBe(
      'Ada Lovelace is the last member who can manage the team. Give someone else that role first.',
    );
    expect(refusal(() => removeMember(bank, mo, 'org_acme', 'usr_ada'))?.options.code).toBe('last_admin');
    // With a second admin, either one may go.
    changeMemberRole(bank, ada, 'org_acme', 'usr_mo', 'admin');
    expect(changeMemberRole(bank, mo, 'org_acme', 'usr_ada', 'approver').before).toBe('admin');
    expect(refusal(() => removeMember(bank, ada, 'org_acme', 'usr_mo'))?.options.code).toBe('last_admin');
    expect(listMembers(bank, 'org_acme').map((m) => [m.user.ref, m.membership.role])).toEqual([
      ['usr_ada', 'approver'],
      ['usr_mo', 'admin'],
    ]);
  });

  it('lets an admin move between roles that manage, and checks the owner before oneself', () => {
    const { bank, ada, mo } = acme();
    changeMemberRole(bank, ada, 'org_acme', 'usr_mo', 'admin');
    expect(changeMemberRole(bank, ada, 'org_acme', 'usr_mo', 'admin').member.membership.role).toBe('admin');
    // Ada owns Northwind: changing herself there is owner_protected before own_membership.
    expect(
      refusal(() => changeMemberRole(bank, ada, 'org_northwind', 'usr_ada', 'admin'))?.options.code,
    ).toBe('owner_protected');
    expect(refusal(() => removeMember(bank, mo, 'org_acme', 'usr_mo'))?.options.code).toBe('own_membership');
  });

  it('lists the owner first, then by full name', () => {
    const { bank } = acme();
    expect(listMembers(bank, 'org_northwind').map((m) => m.user.ref)).toEqual([
      'usr_ada',
      'usr_grace',
      'usr_lin',
      'usr_mo',
      'usr_new',
    ]);
  });
});
