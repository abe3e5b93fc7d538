import { ApiError, type components } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePaymentChanges } from '../../../domains/payments/payments';
import { apiClient } from '../../../domains/session/api-client';

type PaymentCreate = components['schemas']['PaymentCreate'];
type Payment = components['schemas']['Payment'];

export interface CreatePaymentVariables {
  bankAccount: string;
  idempotencyKey: string;
  body: PaymentCreate;
}

/**
 * Sends the payment with the draft's Idempotency-Key; a retry (double click, network error, token
 * refresh) resends the same key, so the bank creates one payment and replays it for the others.
 */
export async function createPayment(
  account: string,
  { bankAccount, idempotencyKey, body }: CreatePaymentVariables,
): Promise<{ payment: Payment; replayed: boolean }> {
  const { data, error, response } = await apiClient.POST(
    '/accounts/{account}/bank-accounts/{bankAccount}/payments',
    {
      params: { path: { account, bankAccount }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    },
  );
  if (!response.ok || !data) throw new ApiError(response.status, error, response.headers.get('Retry-After'));
  return { payment: data.data, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
}

export function useCreatePaymentMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CreatePaymentVariables) => createPayment(account, variables),
    onSettled: () => void invalidatePaymentChanges(queryClient),
  });
}
