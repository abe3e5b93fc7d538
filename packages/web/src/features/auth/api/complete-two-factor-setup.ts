import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

/** POST /auth/2fa/setup/complete: confirms the pending secret with a current code (422 when wrong). */
export const completeTwoFactorSetupMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'two-factor-setup', 'complete'],
    mutationFn: async (code: string) =>
      (await unwrap(apiClient.POST('/auth/2fa/setup/complete', { body: { code } }))).data,
  });

export function useCompleteTwoFactorSetupMutation() {
  return useMutation(completeTwoFactorSetupMutation());
}
