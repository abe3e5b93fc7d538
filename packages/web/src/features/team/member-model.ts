import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { roleLabel } from '../../domains/session/role-words';
import { memberOption } from '../../domains/team/organization-members';
import { ROLE_LABELS } from '../../domains/team/roles';
import { dayjs } from '../../lib/dayjs';

type Member = components['schemas']['Member'];
type MemberStatus = components['schemas']['MemberStatus'];
export type Role = components['schemas']['Role'];

export const memberName = (member: Pick<Member, 'first_name' | 'last_name'>) =>
  `${member.first_name} ${member.last_name}`.trim();

/** When the member last used the portal, in words: 'Active 3 hours ago', or that they never signed in. */
export function lastActiveText(lastActiveAt: string | null, now: number = Date.now()): string {
  if (!lastActiveAt) return t`Never signed in`;
  const at = dayjs(lastActiveAt);
  if (!at.isValid()) return t`Never signed in`;
  // The bank's clock may run a little ahead of the browser's: a moment in the future is now.
  if (now - at.valueOf() < 60_000) return t`Active just now`;
  const ago = at.from(now);
  return t`Active ${ago}`;
}

/**
 * A row's last activity: you are using the portal right now (said so, whatever this browser's clock says
 * against the bank's); anyone else's as lastActiveText.
 */
export const memberActivityText = (
  member: Pick<Member, 'user_ref' | 'last_active_at'>,
  currentUserRef: string,
  now: number = Date.now(),
) => (member.user_ref === currentUserRef ? t`Active now` : lastActiveText(member.last_active_at, now));

/** Whether a member can sign in, in words (the contract's MemberStatus). */
export function memberStatusText(status: MemberStatus): string {
  switch (status) {
    case 'active':
      return t`Active`;
    case 'password_pending':
      return t`No password yet`;
    case 'locked':
      return t`Locked`;
  }
}

export const MEMBER_STATUS_COLOR: Record<MemberStatus, 'green' | 'orange' | 'red'> = {
  active: 'green',
  password_pending: 'orange',
  locked: 'red',
};

/** Why an action on a member's row cannot be taken, or null when it can (the bank's team rules, shown first). */
export interface MemberRowLimits {
  changeRole: string | null;
  remove: string | null;
}

export const OWNER_ROLE_REASON = msg`Transfer ownership to change the owner's role.`;
export const OWNER_REMOVE_REASON = msg`The owner can't be removed. Transfer ownership first.`;
export const OWN_ROLE_REASON = msg`You can't change your own role. Ask another owner or admin.`;
export const OWN_REMOVE_REASON = msg`You can't remove yourself. Ask another owner or admin.`;

/**
 * The owner's row and your own row have no role change and no removal, each with the reason (rule TEAM-22):
 * the bank would refuse them (409 owner_protected, own_membership), so they are never offered as if possible.
 */
export function memberRowLimits(
  member: Pick<Member, 'role' | 'user_ref'>,
  currentUserRef: string,
): MemberRowLimits {
  if (member.role === 'owner')
    return { changeRole: i18n._(OWNER_ROLE_REASON), remove: i18n._(OWNER_REMOVE_REASON) };
  if (member.user_ref === currentUserRef)
    return { changeRole: i18n._(OWN_ROLE_REASON), remove: i18n._(OWN_REMOVE_REASON) };
  return { changeRole: null, remove: null };
}

/** The roles one can give: every role but owner (ownership moves only by a transfer), in the contract's order. */
export const ASSIGNABLE_ROLES = (Object.keys(ROLE_LABELS) as Role[]).filter((role) => role !== 'owner');

export const roleOptions = (roles: readonly Role[] = ASSIGNABLE_ROLES) =>
  roles.map((role) => ({ value: role, label: roleLabel(role) }));

/** Who can become the owner: every other member, as select options ('Grace Hopper (Approver)'). */
export const transferCandidates = (members: readonly Member[], currentUserRef: string) =>
  members.filter((m) => m.user_ref !== currentUserRef && m.role !== 'owner').map(memberOption);

/** 'Mo Farah is now an Admin.': one whole sentence per role, so each language can say it its way. */
export function roleChangedText(member: Pick<Member, 'first_name' | 'last_name' | 'role'>): string {
  const name = memberName(member);
  switch (member.role) {
    case 'owner':
      return t`${name} is now an Owner.`;
    case 'admin':
      return t`${name} is now an Admin.`;
    case 'approver':
      return t`${name} is now an Approver.`;
    case 'member':
      return t`${name} is now a Member.`;
    case 'viewer':
      return t`${name} is now a Viewer.`;
  }
}

/** 'Mo Farah is already a Member.': the role chosen is the one they have. */
export function alreadyRoleText(member: Pick<Member, 'first_name' | 'last_name'>, role: Role): string {
  const name = memberName(member);
  switch (role) {
    case 'owner':
      return t`${name} is already an Owner.`;
    case 'admin':
      return t`${name} is already an Admin.`;
    case 'approver':
      return t`${name} is already an Approver.`;
    case 'member':
      return t`${name} is already a Member.`;
    case 'viewer':
      return t`${name} is already a Viewer.`;
  }
}

/** What the removal means, said before it happens. */
export const removalMessage = (
  member: Pick<Member, 'first_name' | 'last_name'>,
  organizationName: string,
) => {
  const name = memberName(member);
  return t`${name} loses access to ${organizationName} at once, on their next click or page. Their past payments and actions stay in the audit log.`;
};
