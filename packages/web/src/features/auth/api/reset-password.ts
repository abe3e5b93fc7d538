import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { NewPasswordValues } from '../../../domains/security/password-rule';
import { apiClient } from '../../../domains/session/api-client';

export type ResetPasswordValues = NewPasswordValues & { token: string };

/** POST /auth/password/reset: the emailed token and the new password (422: `errors.token` or the rule). */
export const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: async (body: ResetPasswordValues) =>
      (await unwrap(apiClient.POST('/auth/password/reset', { body }))).message,
  });

export function useResetPasswordMutation() {
  return useMutation(resetPasswordMutationOptions());
}
