import { PERMISSION_ACTIONS } from '@portal/api-types/permission-actions';
import { ROLE_LABELS } from '@portal/api-types/role-labels';
import type { Permission, Role } from '@portal/api-types/schema';
import { type ApiKeyRecord, apiKeyPermissions } from '../domain/api-keys/index.js';
import type { User } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { DomainError, notFound } from '../domain/bank/index.js';
import { requireOrg } from '../domain/team/index.js';
import {
  OPERATION_PERMISSIONS,
  PERSON_ONLY_OPERATIONS,
  ROLE_PERMISSIONS,
} from '../generated/contract-routes.js';
import type { OperationId } from './types.js';

export const permissionsOf = (role: Role): Permission[] => [...ROLE_PERMISSIONS[role]];

/**
 * The caller's role in an organization (found by membership: another organization stays 404) must hold the
 * permission, read on every request so a role change applies at once; else 403 with a reason a person can act on.
 */
export function requirePermission(bank: Bank, user: User, orgRef: string, permission: Permission): void {
  requireOrg(bank.store, user, orgRef);
  // requireOrg has found the membership, so the role is there.
  const role = user.memberships.find((m) => m.orgRef === orgRef)?.role as Role;
  if (ROLE_PERMISSIONS[role].includes(permission)) return;
  throw new DomainError(403, `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSION_ACTIONS[permission]}.`, {
    code: 'forbidden',
  });
}

/** The operation's `x-permission`, checked before its handler runs. */
export function checkPermission(
  bank: Bank,
  operationId: OperationId,
  user: User,
  orgRef: string | undefined,
): void {
  const permission = OPERATION_PERMISSIONS[operationId];
  if (permission) requirePermission(bank, user, orgRef ?? '', permission);
}

const keyRefusal = (message: string) => new DomainError(403, message, { code: 'api_key_not_allowed' });

/**
 * What an API key may call: an operation of its own organization (another one is 404, as for a person)
 * whose `x-permission` is among the key's scopes and its creator's current role, and not one that needs a
 * person's two-factor code (`x-api-key: false`).
 */
export function checkApiKeyPermission(
  bank: Bank,
  operationId: OperationId,
  key: ApiKeyRecord,
  orgRef: string | undefined,
): void {
  if (PERSON_ONLY_OPERATIONS.has(operationId)) {
    throw keyRefusal("This needs a person's two-factor code, so an API key cannot do it.");
  }
  const permission = OPERATION_PERMISSIONS[operationId];
  // The person's own operations (profile, sign-in, notifications) take a session, which a key is not.
  if (!permission) {
    throw new DomainError(401, 'An API key works only for the operations of its organization account.', {
      code: 'unauthenticated',
    });
  }
  if (orgRef !== key.orgRef) throw notFound('account');
  if (apiKeyPermissions(bank, key, permissionsOf).includes(permission)) return;
  const action = PERMISSION_ACTIONS[permission];
  const message = key.scopes.includes(permission as (typeof key.scopes)[number])
    ? `This API key's creator no longer has a role that can ${action}.`
    : `This API key's scopes do not let it ${action}.`;
  throw new DomainError(403, message, { code: 'forbidden' });
}
