import { PERMISSION_ACTIONS } from '@portal/api-types/permission-actions';
import { ROLE_LABELS } from '@portal/api-types/role-labels';
import type { Permission, Role } from '@portal/api-types/schema';
import type { User } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { DomainError } from '../domain/bank/index.js';
import { requireOrg } from '../domain/team/index.js';
import { OPERATION_PERMISSIONS, ROLE_PERMISSIONS } from '../generated/contract-routes.js';
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
