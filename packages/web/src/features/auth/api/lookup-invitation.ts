import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

/**
 * POST /auth/invitation/lookup (the token travels in a body, never a URL). The token is deliberately not
 * part of the query key, and the answer is dropped as soon as the screen unmounts.
 */
export const invitationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.invitation(),
    queryFn: async () =>
      (await unwrap(apiClient.POST('/auth/invitation/lookup', { body: { token: token ?? '' } }))).data,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The invitation as the bank describes it to the invitee. */
export type Invitation = NonNullable<ReturnType<typeof useInvitationQuery>['data']>;

export function useInvitationQuery(token: string | null) {
  return useQuery(invitationQueryOptions(token));
}
