import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../domains/session/api-client';

export interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /auth/password/change: other sessions are signed out by the bank; this one stays. */
export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['settings', 'change-password'],
    mutationFn: async (body: ChangePasswordValues) =>
      (await unwrap(apiClient.POST('/auth/password/change', { body }))).message,
  });

export function useChangePasswordMutation() {
  return useMutation(changePasswordMutationOptions());
}
