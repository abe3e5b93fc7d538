import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageParams } from '../../../lib/use-list-state';

export type Member = components['schemas']['Member'];
export type Role = components['schemas']['Role'];

/** GET /accounts/{account}/members: a page of the team, the owner first (the bank's order). */
export const membersQueryOptions = (account: string, params: PageParams) =>
  queryOptions({
    queryKey: teamKeys.members(account, params),
    queryFn: () =>
      unwrap(apiClient.GET('/accounts/{account}/members', { params: { path: { account }, query: params } })),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export function useMembersQuery(account: string, params: PageParams) {
  return useQuery(membersQueryOptions(account, params));
}

/** PATCH …/members/{member}: the new role applies to the member's next request. */
export function useChangeMemberRoleMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ member, role }: { member: string; role: Role }) =>
      (
        await unwrap(
          apiClient.PATCH('/accounts/{account}/members/{member}', {
            params: { path: { account, member } },
            body: { role },
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.memberLists(account) }),
  });
}

/** DELETE …/members/{member}: the member loses access to the organization account at once. */
export function useRemoveMemberMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: string) =>
      unwrap(
        apiClient.DELETE('/accounts/{account}/members/{member}', { params: { path: { account, member } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.memberLists(account) }),
  });
}
