import type { components } from '@portal/api-types/schema';
import { ROLE_PERMISSIONS } from '../../generated/contract-routes.js';
import type { Membership, Role, User } from '../auth/index.js';
import { signInLocked } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, notFound, removeMembership, validation } from '../bank/index.js';

type MemberStatus = components['schemas']['MemberStatus'];

/** A member of an organization account: the user, their membership there and whether they can sign in. */
export type TeamMember = { user: User; membership: Membership; status: MemberStatus };

export const fullName = (u: User): string => `${u.firstName} ${u.lastName}`;

/** Whether a role may manage the team (the matrix's `team.manage`): who keeps an organization manageable. */
export const managesTeam = (role: Role): boolean => ROLE_PERMISSIONS[role].includes('team.manage');

/** `password_pending` until the first password is set, `locked` while failed sign-ins lock the address. */
export function memberStatus(bank: Bank, user: User): MemberStatus {
  if (user.passwordSetupAt === null) return 'password_pending';
  return signInLocked(bank, user.email) ? 'locked' : 'active';
}

function memberOf(bank: Bank, user: User, orgRef: string): TeamMember | null {
  const membership = user.memberships.find((m) => m.orgRef === orgRef);
  return membership ? { user, membership, status: memberStatus(bank, user) } : null;
}

/** The organization's members, owner first, then by name (rule TEAM-01). */
export function listMembers(bank: Bank, orgRef: string): TeamMember[] {
  const members = [...bank.store.users.values()].flatMap((u) => memberOf(bank, u, orgRef) ?? []);
  return members.sort(
    (a, b) =>
      Number(b.membership.role === 'owner') - Number(a.membership.role === 'owner') ||
      fullName(a.user).localeCompare(fullName(b.user), 'en') ||
      a.user.ref.localeCompare(b.user.ref),
  );
}

/** A member of this organization, else 404 as for anyone outside it. */
export function requireMember(bank: Bank, orgRef: string, userRef: string): TeamMember {
  const user = bank.store.users.get(userRef);
  const member = user ? memberOf(bank, user, orgRef) : null;
  if (!member) throw notFound('member');
  return member;
}

const conflict = (code: string, message: string) => new DomainError(409, message, { code });

/**
 * The rules a change of someone's membership keeps (rules TEAM-05, TEAM-06 and TEAM-07): the owner changes
 * only by a transfer, nobody changes their own membership, and the organization keeps a member who can manage
 * the team.
 */
function checkMembershipChange(
  bank: Bank,
  actor: User,
  target: TeamMember,
  orgRef: string,
  nextRole: Role | null,
): void {
  if (target.membership.role === 'owner') {
    throw conflict(
      'owner_protected',
      nextRole === null
        ? 'The owner cannot be removed. Transfer ownership to another member first.'
        : "The owner's role changes only by transferring ownership.",
    );
  }
  if (target.user.ref === actor.ref) {
    throw conflict(
      'own_membership',
      nextRole === null
        ? 'You cannot remove yourself. Ask another owner or admin.'
        : 'You cannot change your own role. Ask another owner or admin.',
    );
  }
  const stillManages = nextRole !== null && managesTeam(nextRole);
  if (managesTeam(target.membership.role) && !stillManages) {
    const others = listMembers(bank, orgRef).filter(
      (m) => m.user.ref !== target.user.ref && managesTeam(m.membership.role),
    );
    if (others.length === 0) {
      throw conflict(
        'last_admin',
        `${fullName(target.user)} is the last member who can manage the team. Give someone else that role first.`,
      );
    }
  }
}

export type RoleChange = { member: TeamMember; before: Role };

/** Gives a member another role; the permission check reads it on their next request (rule TEAM-08). */
export function changeMemberRole(
  bank: Bank,
  actor: User,
  orgRef: string,
  userRef: string,
  role: Role,
): RoleChange {
  // Ownership moves only by a transfer, confirmed with the owner's password (rule TEAM-04).
  if (role === 'owner') {
    throw validation({ role: ['Nobody becomes owner by a role change. Transfer ownership instead.'] });
  }
  const target = requireMember(bank, orgRef, userRef);
  checkMembershipChange(bank, actor, target, orgRef, role);
  const before = target.membership.role;
  target.membership.role = role;
  return { member: target, before };
}

/**
 * Takes a member out of the organization: membership is read on every request, so their open sessions
 * answer 404 there from the next one (rule TEAM-09). Their past actions stay where they are.
 */
export function removeMember(bank: Bank, actor: User, orgRef: string, userRef: string): TeamMember {
  const target = requireMember(bank, orgRef, userRef);
  checkMembershipChange(bank, actor, target, orgRef, null);
  removeMembership(bank.store, target.user, orgRef);
  return target;
}
