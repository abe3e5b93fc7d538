import { ROLE_LABELS } from '@portal/api-types/role-labels';
import { ROLE_PERMISSIONS } from '../../generated/contract-routes.js';
import type { Role, User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { fullName, listMembers } from '../team/index.js';
import type { ApprovalRuleRecord, ApproverRecord } from './approval-records.js';

/** Whether a role may approve payments at all (the matrix's `payments.approve`). */
export const approvesPayments = (role: Role): boolean => ROLE_PERMISSIONS[role].includes('payments.approve');

/** Whether a role may make payments (the matrix's `payments.create`): every such member is a possible maker. */
export const makesPayments = (role: Role): boolean => ROLE_PERMISSIONS[role].includes('payments.create');

/** The user's role in the organization now (null: not a member), read at every decision. */
export const roleIn = (user: User, orgRef: string): Role | null =>
  user.memberships.find((m) => m.orgRef === orgRef)?.role ?? null;

/** A role the rule lets approve, that still holds `payments.approve`. */
export const eligibleRole = (rule: Pick<ApprovalRuleRecord, 'approverRoles'>, role: Role | null): boolean =>
  role !== null && rule.approverRoles.includes(role) && approvesPayments(role);

export const approverOf = (user: User, role: Role): ApproverRecord => ({
  userRef: user.ref,
  name: fullName(user),
  role,
});

/** The members who could approve under this rule now, except `exceptRef` (the maker never approves). */
export function eligibleApprovers(
  bank: Bank,
  orgRef: string,
  rule: Pick<ApprovalRuleRecord, 'approverRoles'>,
  exceptRef: string | null,
): ApproverRecord[] {
  return listMembers(bank, orgRef)
    .filter((m) => m.user.ref !== exceptRef && eligibleRole(rule, m.membership.role))
    .map((m) => approverOf(m.user, m.membership.role));
}

/** Roles as a person reads them: 'an Owner, Admin or Approver'. */
export function rolesInWords(roles: readonly Role[], article = true): string {
  const labels = roles.map((r) => ROLE_LABELS[r]);
  const list =
    labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
  if (!article) return list;
  return `${/^[AEIOU]/.test(list) ? 'an' : 'a'} ${list}`;
}

/** 'Grace Hopper (Approver), Ada Lovelace (Owner)': who could approve, for a refusal's reason. */
export const approversInWords = (approvers: readonly ApproverRecord[]): string =>
  approvers.map((a) => `${a.name} (${ROLE_LABELS[a.role]})`).join(', ');
