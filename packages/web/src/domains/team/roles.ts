import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { type Permission, permissionValues } from '@portal/api-types/schema';
import { formatLocale } from '../../lib/i18n/locales';
import { permissionAction } from '../session/role-words';

export type Role = components['schemas']['Role'];
type RoleDefinition = components['schemas']['RoleDefinition'];

// The English labels, for code that still reads them; screens show roleLabel(role).
export { ROLE_LABELS } from '@portal/api-types/role-labels';

/**
 * What a role lets a person do, in plain words derived from its permissions (rule ROLE-06), in the
 * contract's order of permissions: "Can view balances and transactions, export statements and make payments."
 * Derived, never written by hand, so the words cannot drift from what the bank enforces.
 */
export function describePermissions(permissions: readonly Permission[]): string {
  const list = new Intl.ListFormat(formatLocale(i18n.locale ?? ''), { style: 'long', type: 'conjunction' });
  const actions = permissionValues
    .filter((permission) => permissions.includes(permission))
    .map(permissionAction);
  if (actions.length === 0) return t`Cannot do anything in the organization yet.`;
  const allowed = list.format(actions);
  return t`Can ${allowed}.`;
}

/** Each role's plain-words description, from the bank's roles resource. */
export function roleDescriptions(definitions: readonly RoleDefinition[]): Partial<Record<Role, string>> {
  return Object.fromEntries(
    definitions.map((definition) => [definition.role, describePermissions(definition.permissions)]),
  );
}
