import { type components, unwrap } from '@portal/api-types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../session/api-client';

type ChallengeRequest = components['schemas']['PaymentChallengeRequest'];

/**
 * The 2FA challenge bound to a recipient, amount and currency: for a payment, and for a standing order (the
 * bank binds the same challenge to both).
 */
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
