import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import { useSessionStore } from '../../../domains/session/session-store';

export type UserProfileUpdate = components['schemas']['UserProfileUpdate'];

export async function updateUserProfile(body: UserProfileUpdate) {
  return (await unwrap(apiClient.PATCH('/user/show', { body }))).data;
}

/** Saves the profile; the cached profile and the name in the frame follow at once. */
export function useUpdateUserProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(userKeys.profile(), profile);
      const { userData, setUserData } = useSessionStore.getState();
      setUserData({ ...userData, name: `${profile.first_name} ${profile.last_name}` });
    },
  });
}
