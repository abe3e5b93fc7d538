import { PERMISSION_ACTIONS } from '@portal/api-types/permission-actions';
import { ROLE_LABELS } from '@portal/api-types/role-labels';
import type { Permission, Role } from '@portal/api-types/schema';
import { requireOrg } from '../domain/access.js';
import type { Bank } from '../domain/bank.js';
import { DomainError } from '../domain/errors.js';
import type { User } from '../domain/model.js';
import { OPERATION_PERMISSIONS, ROLE_PERMISSIONS } from '../generated/contract-routes.js';
import type { OperationId } from './types.js';

export const permissionsOf = (role: Role): Permission[] => [...ROLE_PERMISSIONS[role]];

/**
 * The operation's `x-permission` checked against the caller's role in the addressed organization, read on
 * every request so a role change applies at once. Membership first: another organization stays 404.
 */
export function checkPermission(
  bank: Bank,
  operationId: OperationId,
  user: User,
  orgRef: string | undefined,
): void {
  const permission = OPERATION_PERMISSIONS[operationId];
  if (!permission) return;
  requireOrg(bank.store, user, orgRef ?? '');
  // requireOrg has found the membership, so the role is there.
  const role = user.memberships.find((m) => m.orgRef === orgRef)?.role as Role;
  if (ROLE_PERMISSIONS[role].includes(permission)) return;
  throw new DomainError(403, `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSION_ACTIONS[permission]}.`, {
    code: 'forbidden',
  });
}
