import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { formatLocale } from '../../lib/i18n/locales';
import { roleLabel, roleLabelPlural } from '../session/role-words';

type Role = components['schemas']['Role'];

// Made per call: the "or" of the active language.
const orList = () =>
  new Intl.ListFormat(formatLocale(i18n.locale ?? ''), { style: 'long', type: 'disjunction' });
// The least powerful role first, as people say it: "an Approver or Admin".
const ROLE_ORDER: readonly Role[] = ['approver', 'member', 'viewer', 'admin', 'owner'];

/** "an Approver or Admin" for one approval, "Approvers or Admins" for several (rule APR-21). */
export function approverRolesText(roles: readonly Role[], approvals: number): string {
  const ordered = ROLE_ORDER.filter((role) => roles.includes(role));
  if (approvals > 1) return orList().format(ordered.map(roleLabelPlural));
  const list = orList().format(ordered.map(roleLabel));
  // English picks the article by the first sound; each language translates both forms.
  return /^[AEIOU]/i.test(list) ? t`an ${list}` : t`a ${list}`;
}

/** "1 approval from an Approver or Admin", "2 approvals from Approvers or Admins". */
export function approvalsNeededText(approvals: number, roles: readonly Role[]): string {
  const who = approverRolesText(roles, approvals);
  return plural(approvals, { one: `# approval from ${who}`, other: `# approvals from ${who}` });
}

/** People named in one phrase: "Grace Hopper or Lin Chen". */
export function namesOrList(names: readonly string[]): string {
  return orList().format(names);
}
