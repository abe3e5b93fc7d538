import { ApiError, type components, unwrap } from '@portal/api-types';
import { apiClient } from '../../../domains/session/api-client';

type DecisionRequest = components['schemas']['ApprovalDecisionRequest'];
type PaymentBatch = components['schemas']['PaymentBatch'];
type PaymentChallenge = components['schemas']['PaymentChallenge'];

/** A challenge bound to the batch awaiting approval (its count and totals per currency). */
export async function createBatchApprovalChallenge(
  account: string,
  batch: string,
): Promise<PaymentChallenge> {
  return (
    await unwrap(
      apiClient.POST('/accounts/{account}/payment-batches/{paymentBatch}/approval-challenge', {
        params: { path: { account, paymentBatch: batch } },
      }),
    )
  ).data;
}

/** Approves or rejects the whole batch under one Idempotency-Key per attempt (the bank decides it once). */
export async function decidePaymentBatch(
  account: string,
  batch: string,
  idempotencyKey: string,
  body: DecisionRequest,
): Promise<PaymentBatch> {
  const { data, error, response } = await apiClient.POST(
    '/accounts/{account}/payment-batches/{paymentBatch}/decision',
    {
      params: { path: { account, paymentBatch: batch }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    },
  );
  if (!response.ok || !data) throw new ApiError(response.status, error, response.headers.get('Retry-After'));
  return data.data;
}
