import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { NewPasswordValues } from '../../../domains/security/password-rule';
import { apiClient } from '../../../domains/session/api-client';

/** POST /auth/password/setup: the first password of a user whose password_setup_at is null (409 once set). */
export const setupPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'setup-password'],
    mutationFn: async (body: NewPasswordValues) =>
      (await unwrap(apiClient.POST('/auth/password/setup', { body }))).data,
  });

export function useSetupPasswordMutation() {
  return useMutation(setupPasswordMutationOptions());
}
