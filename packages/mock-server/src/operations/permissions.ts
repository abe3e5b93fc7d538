import { ROLE_LABELS } from '@portal/api-types/role-labels';
import type { Permission, Role } from '@portal/api-types/schema';
import { requireOrg } from '../domain/access.js';
import type { Bank } from '../domain/bank.js';
import { DomainError } from '../domain/errors.js';
import type { User } from '../domain/model.js';
import { OPERATION_PERMISSIONS, ROLE_PERMISSIONS } from '../generated/contract-routes.js';
import type { OperationId } from './types.js';

/** What each permission lets a person do, as the end of "Your role (Viewer) cannot …". */
const ACTION: Record<Permission, string> = {
  'accounts.view': 'view balances and transactions',
  'exports.create': 'export statements',
  'recipients.manage': 'manage recipients',
  'payments.create': 'make payments',
  'payments.cancel': 'cancel payments',
  'payments.approve': 'approve payments',
  'fx.trade': 'trade foreign exchange',
  'team.manage': 'manage the team',
  'policies.manage': 'manage approval policies',
  'audit.view': 'view the audit log',
};

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
  throw new DomainError(403, `Your role (${ROLE_LABELS[role]}) cannot ${ACTION[permission]}.`, {
    code: 'forbidden',
  });
}
