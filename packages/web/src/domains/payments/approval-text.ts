import type { components } from '@portal/api-types';
import { ROLE_LABELS } from '@portal/api-types/role-labels';

type Role = components['schemas']['Role'];

const orList = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });
// The least powerful role first, as people say it: "an Approver or Admin".
const ROLE_ORDER: readonly Role[] = ['approver', 'member', 'viewer', 'admin', 'owner'];

/** "an Approver or Admin" for one approval, "Approvers or Admins" for several (rule APR-21). */
export function approverRolesText(roles: readonly Role[], approvals: number): string {
  const labels = ROLE_ORDER.filter((role) => roles.includes(role)).map((role) => ROLE_LABELS[role]);
  if (approvals > 1) return orList.format(labels.map((label) => `${label}s`));
  const text = orList.format(labels);
  return `${/^[AEIOU]/i.test(text) ? 'an' : 'a'} ${text}`;
}

/** "1 approval from an Approver or Admin", "2 approvals from Approvers or Admins". */
export function approvalsNeededText(approvals: number, roles: readonly Role[]): string {
  return `${approvals} ${approvals === 1 ? 'approval' : 'approvals'} from ${approverRolesText(roles, approvals)}`;
}

/** People named in one phrase: "Grace Hopper or Lin Chen". */
export function namesOrList(names: readonly string[]): string {
  return orList.format(names);
}
