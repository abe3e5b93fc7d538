import { unwrap } from '@portal/api-types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../session/api-client';
import type { PayeeVerificationRequest } from './payee-verification';

/** Asks the payee's bank whether a name is the one on an account (nothing is stored: not cached). */
export function useVerifyPayeeMutation(account: string) {
  return useMutation({
    mutationFn: async (body: PayeeVerificationRequest) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/payee-verifications', { params: { path: { account } }, body }),
        )
      ).data,
  });
}
