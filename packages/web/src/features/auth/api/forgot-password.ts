import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../domains/session/api-client';

/** POST /auth/password/forgot: always 202 (no user enumeration); a known address gets a reset link. */
export const forgotPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: async (email: string) => {
      await unwrap(apiClient.POST('/auth/password/forgot', { body: { email } }));
    },
  });

export function useForgotPasswordMutation() {
  return useMutation(forgotPasswordMutationOptions());
}
