import type { components } from '@portal/api-types';
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
  if (!lastActiveAt) return 'Never signed in';
  const at = dayjs(lastActiveAt);
  if (!at.isValid()) return 'Never signed in';
  // The bank's clock may run a little ahead of the browser's: a moment in the future is now.
  if (now - at.valueOf() < 60_000) return 'Active just now';
  return `Active ${at.from(now)}`;
}

/**
 * A row's last activity: you are using the portal right now (said so, whatever this browser's clock says
 * against the bank's); anyone else's as lastActiveText.
 */
export const memberActivityText = (
  member: Pick<Member, 'user_ref' | 'last_active_at'>,
  currentUserRef: string,
  now: number = Date.now(),
) => (member.user_ref === currentUserRef ? 'Active now' : lastActiveText(member.last_active_at, now));

/** Whether a member can sign in, in words (the contract's MemberStatus). */
export const MEMBER_STATUS_TEXT: Record<MemberStatus, string> = {
  active: 'Active',
  password_pending: 'No password yet',
  locked: 'Locked',
};

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

export const OWNER_ROLE_REASON = "Transfer ownership to change the owner's role.";
export const OWNER_REMOVE_REASON = "The owner can't be removed. Transfer ownership first.";
export const OWN_ROLE_REASON = "You can't change your own role. Ask another owner or admin.";
export const OWN_REMOVE_REASON = "You can't remove yourself. Ask another owner or admin.";

/**
 * The owner's row and your own row have no role change and no removal, each with the reason (rule TEAM-22):
 * the bank would refuse them (409 owner_protected, own_membership), so they are never offered as if possible.
 */
export function memberRowLimits(
  member: Pick<Member, 'role' | 'user_ref'>,
  currentUserRef: string,
): MemberRowLimits {
  if (member.role === 'owner') return { changeRole: OWNER_ROLE_REASON, remove: OWNER_REMOVE_REASON };
  if (member.user_ref === currentUserRef) return { changeRole: OWN_ROLE_REASON, remove: OWN_REMOVE_REASON };
  return { changeRole: null, remove: null };
}

/** The roles one can give: every role but owner (ownership moves only by a transfer), in the contract's order. */
export const ASSIGNABLE_ROLES = (Object.keys(ROLE_LABELS) as Role[]).filter((role) => role !== 'owner');

export const roleOptions = (roles: readonly Role[] = ASSIGNABLE_ROLES) =>
  roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Who can become the owner: every other member, as select options ('Grace Hopper (Approver)'). */
export const transferCandidates = (members: readonly Member[], currentUserRef: string) =>
  members.filter((m) => m.user_ref !== currentUserRef && m.role !== 'owner').map(memberOption);

/** 'an Admin', 'a Viewer': a role in a sentence. */
export const roleWithArticle = (role: Role) =>
  `${role === 'admin' || role === 'approver' || role === 'owner' ? 'an' : 'a'} ${ROLE_LABELS[role]}`;

/** What the removal means, said before it happens. */
export const removalMessage = (member: Pick<Member, 'first_name' | 'last_name'>, organizationName: string) =>
  `${memberName(member)} loses access to ${organizationName} at once, on their next click or page. Their past payments and actions stay in the audit log.`;
