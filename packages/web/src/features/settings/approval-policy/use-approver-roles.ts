import type { components } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { rolesQueryOptions } from '../../../domains/team/role-options';

type Role = components['schemas']['Role'];
type RoleDefinition = components['schemas']['RoleDefinition'];

const NO_ROLES: Role[] = [];

/** The roles whose members may approve payments (they hold `payments.approve`), in the bank's order of roles. */
export const approverRoles = (definitions: readonly RoleDefinition[]): Role[] =>
  definitions.filter((definition) => definition.permissions.includes('payments.approve')).map((d) => d.role);

/** The roles a rule may name as approvers, from the bank's roles resource (none while it loads). */
export function useApproverRoles() {
  const query = useQuery({ ...rolesQueryOptions(), select: approverRoles });
  return { roles: query.data ?? NO_ROLES, isPending: query.isPending, isError: query.isError };
}
