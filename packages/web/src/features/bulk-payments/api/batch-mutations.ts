import { type components, unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePaymentBatchChanges } from '../../../domains/payments/payment-batches';
import { apiClient } from '../../../domains/session/api-client';

export type PaymentBatchInput = components['schemas']['PaymentBatchInput'];
export type PaymentBatchCreate = components['schemas']['PaymentBatchCreate'];
export type PaymentBatchValidation = components['schemas']['PaymentBatchValidation'];
export type ChallengeTotals = components['schemas']['PaymentBatchChallengeRequest']['totals'];
type Authorization = components['schemas']['PaymentAuthorization'];

/** The bank's check of every row (nothing is created): errors, duplicates, fees, totals, approval. */
export async function validatePaymentBatch(account: string, bankAccount: string, body: PaymentBatchInput) {
  return (
    await unwrap(
      apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payment-batches/validate', {
        params: { path: { account, bankAccount } },
        body,
      }),
    )
  ).data;
}

/** The 2FA challenge bound to the batch's count and amount per currency. */
export function useCreateBatchChallengeMutation(account: string) {
  return useMutation({
    mutationFn: async ({ bankAccount, totals }: { bankAccount: string; totals: ChallengeTotals }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payment-batches/challenge', {
            params: { path: { account, bankAccount } },
            body: { totals },
          }),
        )
      ).data,
  });
}

/** The one submission of a batch, under one Idempotency-Key (a retry of it is the same batch). */
export function useCreatePaymentBatchMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bankAccount: string; body: PaymentBatchCreate; idempotencyKey: string }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payment-batches', {
            params: {
              path: { account, bankAccount: input.bankAccount },
              header: { 'Idempotency-Key': input.idempotencyKey },
            },
            body: input.body,
          }),
        )
      ).data,
    onSuccess: () => void invalidatePaymentBatchChanges(queryClient),
  });
}

/** A new batch of a batch's failed rows, under one Idempotency-Key. */
export function useRetryPaymentBatchMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { batch: string; authorization?: Authorization; idempotencyKey: string }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/payment-batches/{paymentBatch}/retry', {
            params: {
              path: { account, paymentBatch: input.batch },
              header: { 'Idempotency-Key': input.idempotencyKey },
            },
            body: input.authorization ? { authorization: input.authorization } : {},
          }),
        )
      ).data,
    onSuccess: () => void invalidatePaymentBatchChanges(queryClient),
  });
}
