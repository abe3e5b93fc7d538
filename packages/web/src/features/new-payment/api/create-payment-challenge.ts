import { type components, unwrap } from '@portal/api-types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/session/api-client';

type ChallengeRequest = components['schemas']['PaymentChallengeRequest'];

export function useCreatePaymentChallengeMutation(account: string) {
  return useMutation({
    mutationFn: async ({ bankAccount, body }: { bankAccount: string; body: ChallengeRequest }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments/challenge', {
            params: { path: { account, bankAccount } },
            body,
          }),
        )
      ).data,
  });
}
