import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePaymentChanges } from '../../../domains/payments/payments';
import { apiClient } from '../../../domains/session/api-client';

export function useCancelPaymentMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bankAccount, payment }: { bankAccount: string; payment: string }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}/cancel', {
            params: { path: { account, bankAccount, payment } },
          }),
        )
      ).data,
    onSuccess: () => void invalidatePaymentChanges(queryClient),
  });
}
