import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  type HomeDataPreload,
  useSignedInHomePreload,
} from '../../../domains/session/signed-in-home-preload';
import { type VerifyCodeValues, verifyTwoFactorCode } from '../sign-in';

/** POST /auth/2fa/verify-code: the second step of a 2FA sign-in; success starts the session. */
export const verifyTwoFactorCodeMutationOptions = (homeData: HomeDataPreload | null) =>
  mutationOptions({
    mutationKey: ['auth', 'verify-two-factor-code'],
    mutationFn: (values: VerifyCodeValues) => verifyTwoFactorCode(values, homeData),
  });

export function useVerifyTwoFactorCodeMutation() {
  const { data } = useSignedInHomePreload();
  return useMutation(verifyTwoFactorCodeMutationOptions(data));
}
