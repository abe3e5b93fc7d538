import { ApiError, type components, unwrap } from '@portal/api-types';
import { apiClient } from '../../../domains/session/api-client';

type Payment = components['schemas']['Payment'];
type DecisionRequest = components['schemas']['ApprovalDecisionRequest'];
export type PaymentChallenge = components['schemas']['PaymentChallenge'];

/** A challenge bound to exactly these payments (amount, currency, payee, ref): what the code signs. */
export async function createApprovalChallenge(
  account: string,
  paymentRefs: string[],
): Promise<PaymentChallenge> {
  return (
    await unwrap(
      apiClient.POST('/accounts/{account}/approval-challenges', {
        params: { path: { account } },
        body: { payment_refs: paymentRefs },
      }),
    )
  ).data;
}

/**
 * Approves or rejects the challenge's payments under one Idempotency-Key per attempt: a double click or a
 * retry after a lost answer resends the same key, so the bank records one decision (rule APR-24).
 */
export async function decidePayments(
  account: string,
  idempotencyKey: string,
  body: DecisionRequest,
): Promise<Payment[]> {
  const { data, error, response } = await apiClient.POST('/accounts/{account}/approval-decisions', {
    params: { path: { account }, header: { 'Idempotency-Key': idempotencyKey } },
    body,
  });
  if (!response.ok || !data) throw new ApiError(response.status, error, response.headers.get('Retry-After'));
  return data.data;
}
