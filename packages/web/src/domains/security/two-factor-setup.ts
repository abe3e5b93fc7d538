import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../session/api-client';

/** POST /auth/2fa/setup/start: a pending secret, its otpauth URI and the QR code (a PNG data URL). */
export const startTwoFactorSetupMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'two-factor-setup', 'start'],
    mutationFn: async () => (await unwrap(apiClient.POST('/auth/2fa/setup/start'))).data,
  });

/** POST /auth/2fa/setup/complete: confirms the pending secret with a current code (422 when wrong). */
export const completeTwoFactorSetupMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'two-factor-setup', 'complete'],
    mutationFn: async (code: string) =>
      (await unwrap(apiClient.POST('/auth/2fa/setup/complete', { body: { code } }))).data,
  });

/** Starts a 2FA setup (an invitation's optional step, and the security settings). */
export function useStartTwoFactorSetupMutation() {
  return useMutation(startTwoFactorSetupMutationOptions());
}

/** Completes a 2FA setup with a code from the authenticator. */
export function useCompleteTwoFactorSetupMutation() {
  return useMutation(completeTwoFactorSetupMutationOptions());
}
