import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

/** POST /auth/2fa/setup/start: a pending secret, its otpauth URI and the QR code (a PNG data URL). */
export const startTwoFactorSetupMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'two-factor-setup', 'start'],
    mutationFn: async () => (await unwrap(apiClient.POST('/auth/2fa/setup/start'))).data,
  });

export function useStartTwoFactorSetupMutation() {
  return useMutation(startTwoFactorSetupMutation());
}
