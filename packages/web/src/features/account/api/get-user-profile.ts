import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export type UserProfile = components['schemas']['UserProfile'];

export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: async () => (await unwrap(apiClient.GET('/user/show'))).data,
  });

/** The signed-in user's profile (`GET /user/show`). */
export function useUserProfileQuery() {
  return useQuery(userProfileQueryOptions());
}
