import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePaymentChanges } from '../../../domains/payments/payments';
import { apiClient } from '../../../domains/session/api-client';

/** The maker withdraws a payment awaiting approval (rule APR-31); nothing was reserved, nothing moves. */
export function useRecallPaymentMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bankAccount, payment }: { bankAccount: string; payment: string }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}/recall', {
            params: { path: { account, bankAccount, payment } },
          }),
        )
      ).data,
    onSettled: () => void invalidatePaymentChanges(queryClient),
  });
}
