import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../query-keys';
import { apiClient } from '../session/api-client';
import { roleDescriptions } from './roles';

/** The bank's roles and what each allows (public: an invitee reads it before signing in); fixed while the app runs. */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.roles(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/roles'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Each role's plain-words description (rule ROLE-06), derived from the bank's roles: for the invite dialog
 * and the invitation screen. `data` is undefined while loading or after a failure.
 */
export function useRoleDescriptions() {
  return useQuery({ ...rolesQueryOptions(), select: roleDescriptions });
}
