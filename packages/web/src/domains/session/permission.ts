import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Permission, Role } from '@portal/api-types/schema';
import { permissionAction, roleLabel } from './role-words';
import type { OrganizationAccount } from './session-types';

export type { Permission };

/** Whether the user may take an action in the selected organization, and if not, why, in plain words. */
export interface PermissionState {
  allowed: boolean;
  reason: string | null;
}

/** The state when no organization account is selected (a user without one). */
export const NO_ORGANIZATION_REASON = msg`You aren't a member of any organization account.`;

/**
 * Why a role cannot take an action (rule ROLE-02): "Your role (Viewer) can't make payments. Ask an owner or
 * admin." (they change roles); ownership only the owner can hand over, so an admin is not pointed at themselves.
 */
export function permissionReason(role: Role, permission: Permission): string {
  const label = roleLabel(role);
  const action = permissionAction(permission);
  return permission === 'ownership.transfer'
    ? t`Your role (${label}) can't ${action}. Only the owner can.`
    : t`Your role (${label}) can't ${action}. Ask an owner or admin.`;
}

/**
 * The permission in an organization account, read from the permissions the bank sent with /user/current
 * (rule ROLE-01), never guessed from the role name: the bank's matrix is the one truth.
 */
export function permissionState(
  organization: Pick<OrganizationAccount, 'role' | 'permissions'> | undefined,
  permission: Permission,
): PermissionState {
  if (!organization) return { allowed: false, reason: i18n._(NO_ORGANIZATION_REASON) };
  if (organization.permissions.includes(permission)) return { allowed: true, reason: null };
  return { allowed: false, reason: permissionReason(organization.role, permission) };
}
