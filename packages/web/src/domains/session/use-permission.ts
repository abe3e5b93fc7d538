import { useMemo } from 'react';
import { useCurrentOrganization } from './current-account';
import { type Permission, type PermissionState, permissionState } from './permission';

export type { Permission, PermissionState };

/**
 * Whether the signed-in user may take an action in the selected organization account, with the reason when
 * not (rule ROLE-01): from /user/current's permissions, so a refetched user (a role change) applies at once.
 */
export function usePermission(permission: Permission): PermissionState {
  const organization = useCurrentOrganization();
  const role = organization?.role;
  const permissions = organization?.permissions;
  return useMemo(
    () =>
      role && permissions
        ? permissionState({ role, permissions }, permission)
        : permissionState(undefined, permission),
    [role, permissions, permission],
  );
}
