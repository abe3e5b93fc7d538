import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

/**
 * POST /auth/password/reset/check: whether the emailed link can still be used, before a password is typed
 * (rule AUTH-10). As with an invitation, the token is not part of the query key and the answer is dropped
 * as soon as the screen unmounts.
 */
export const resetLinkQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.resetLink(),
    queryFn: async () =>
      (await unwrap(apiClient.POST('/auth/password/reset/check', { body: { token: token ?? '' } }))).data,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useResetLinkQuery(token: string | null) {
  return useQuery(resetLinkQueryOptions(token));
}
