import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export type UserProfile = components['schemas']['UserProfile'];

export const userProfileKey = ['user', 'profile'] as const;

export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: userProfileKey,
    queryFn: async () => (await unwrap(apiClient.GET('/user/show'))).data,
  });

/** The signed-in user's profile (`GET /user/show`). */
export function useUserProfileQuery() {
  return useQuery(userProfileQueryOptions());
}
