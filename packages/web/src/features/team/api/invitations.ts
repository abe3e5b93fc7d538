import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageParams } from '../../../lib/use-list-state';

export type TeamInvitation = components['schemas']['TeamInvitation'];
type InvitationCreate = components['schemas']['InvitationCreate'];

/** GET /accounts/{account}/invitations: the open ones (pending or expired), newest first. */
export const invitationsQueryOptions = (account: string, params: PageParams) =>
  queryOptions({
    queryKey: teamKeys.invitations(account, params),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/invitations', { params: { path: { account }, query: params } }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export function useInvitationsQuery(account: string, params: PageParams) {
  return useQuery(invitationsQueryOptions(account, params));
}

function useInvalidateInvitations(account: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.invitationLists(account) });
}

/** POST …/invitations: the bank emails the link (valid 7 days). */
export function useCreateInvitationMutation(account: string) {
  const invalidate = useInvalidateInvitations(account);
  return useMutation({
    mutationFn: async (body: InvitationCreate) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/invitations', { params: { path: { account } }, body }),
        )
      ).data,
    onSuccess: invalidate,
  });
}

/** POST …/invitations/{invitation}/resend: a new link valid 7 days from now; the previous one stops working. */
export function useResendInvitationMutation(account: string) {
  const invalidate = useInvalidateInvitations(account);
  return useMutation({
    mutationFn: async (invitation: string) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/invitations/{invitation}/resend', {
            params: { path: { account, invitation } },
          }),
        )
      ).data,
    onSuccess: invalidate,
  });
}

/** DELETE …/invitations/{invitation}: the link stops working at once. */
export function useRevokeInvitationMutation(account: string) {
  const invalidate = useInvalidateInvitations(account);
  return useMutation({
    mutationFn: (invitation: string) =>
      unwrap(
        apiClient.DELETE('/accounts/{account}/invitations/{invitation}', {
          params: { path: { account, invitation } },
        }),
      ),
    onSuccess: invalidate,
  });
}
