import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { userKeys } from '../query-keys';
import { apiClient } from '../session/api-client';
import { useSessionStore } from '../session/session-store';

export type UserPreferencesUpdate = components['schemas']['UserPreferencesUpdate'];

/** The signed-in user's language and appearance as the bank keeps them (`GET /user/preferences`). */
export function useUserPreferencesQuery() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery({
    queryKey: userKeys.preferences(),
    queryFn: async () => (await unwrap(apiClient.GET('/user/preferences'))).data,
    enabled: isLoggedIn,
  });
}

/**
 * Saves a change for the user, so every browser they sign in to follows it. A plain call rather than a mutation
 * hook: the header's switch fires it and forgets, and the signed-in frame's first paint carries no mutation code.
 */
export async function saveUserPreferences(queryClient: QueryClient, body: UserPreferencesUpdate) {
  const preferences = (await unwrap(apiClient.PATCH('/user/preferences', { body }))).data;
  queryClient.setQueryData(userKeys.preferences(), preferences);
  return preferences;
}
