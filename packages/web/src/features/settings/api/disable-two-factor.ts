import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../domains/session/api-client';

export interface DisableTwoFactorValues {
  password: string;
  code: string;
}

/** POST /auth/2fa/disable: needs the password and a current code (422, one answer for either failure). */
export const disableTwoFactorMutationOptions = () =>
  mutationOptions({
    mutationKey: ['settings', 'two-factor', 'disable'],
    mutationFn: async (body: DisableTwoFactorValues) =>
      (await unwrap(apiClient.POST('/auth/2fa/disable', { body }))).data,
  });

export function useDisableTwoFactorMutation() {
  return useMutation(disableTwoFactorMutationOptions());
}
