import type { components } from '@portal/api-types';
import { PERMISSION_ACTIONS } from '@portal/api-types/permission-actions';
import { type Permission, permissionValues } from '@portal/api-types/schema';

export type Role = components['schemas']['Role'];
type RoleDefinition = components['schemas']['RoleDefinition'];

export { ROLE_LABELS } from '@portal/api-types/role-labels';

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/**
 * What a role lets a person do, in plain words derived from its permissions (rule ROLE-06), in the
 * contract's order of permissions: "Can view balances and transactions, export statements and make payments."
 * Derived, never written by hand, so the words cannot drift from what the bank enforces.
 */
export function describePermissions(permissions: readonly Permission[]): string {
  const actions = permissionValues
    .filter((permission) => permissions.includes(permission))
    .map((permission) => PERMISSION_ACTIONS[permission]);
  if (actions.length === 0) return 'Cannot do anything in the organization yet.';
  return `Can ${list.format(actions)}.`;
}

/** Each role's plain-words description, from the bank's roles resource. */
export function roleDescriptions(definitions: readonly RoleDefinition[]): Partial<Record<Role, string>> {
  return Object.fromEntries(
    definitions.map((definition) => [definition.role, describePermissions(definition.permissions)]),
  );
}
