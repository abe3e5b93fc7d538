import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type VerifyCodeValues, verifyTwoFactorCode } from '../sign-in';

/** POST /auth/2fa/verify-code: the second step of a 2FA sign-in; success starts the session. */
export const verifyTwoFactorCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'verify-two-factor-code'],
    mutationFn: (values: VerifyCodeValues) => verifyTwoFactorCode(values),
  });

export function useVerifyTwoFactorCodeMutation() {
  return useMutation(verifyTwoFactorCodeMutationOptions());
}
