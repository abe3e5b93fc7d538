import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../domains/session/api-client';
import type { StandingOrderCreate, StandingOrderUpdate } from '../model/standing-order-form';
import { invalidateStandingOrders } from './standing-orders';

export function useCreateStandingOrderMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bankAccount: string; body: StandingOrderCreate; idempotencyKey: string }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/standing-orders', {
            params: {
              path: { account, bankAccount: input.bankAccount },
              header: { 'Idempotency-Key': input.idempotencyKey },
            },
            body: input.body,
          }),
        )
      ).data,
    onSuccess: () => void invalidateStandingOrders(queryClient),
  });
}

export function useUpdateStandingOrderMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ standingOrder, body }: { standingOrder: string; body: StandingOrderUpdate }) =>
      (
        await unwrap(
          apiClient.PATCH('/accounts/{account}/standing-orders/{standingOrder}', {
            params: { path: { account, standingOrder } },
            body,
          }),
        )
      ).data,
    onSuccess: () => void invalidateStandingOrders(queryClient),
  });
}

export type StandingOrderAction = 'skip-next' | 'pause' | 'resume' | 'cancel';

/** Skip next, pause, resume or cancel: each answers the standing order after the change. */
export function useStandingOrderActionMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ standingOrder, action }: { standingOrder: string; action: StandingOrderAction }) => {
      const params = { params: { path: { account, standingOrder } } };
      const answer =
        action === 'skip-next'
          ? apiClient.POST('/accounts/{account}/standing-orders/{standingOrder}/skip-next', params)
          : action === 'pause'
            ? apiClient.POST('/accounts/{account}/standing-orders/{standingOrder}/pause', params)
            : action === 'resume'
              ? apiClient.POST('/accounts/{account}/standing-orders/{standingOrder}/resume', params)
              : apiClient.POST('/accounts/{account}/standing-orders/{standingOrder}/cancel', params);
      return (await unwrap(answer)).data;
    },
    onSuccess: () => void invalidateStandingOrders(queryClient),
  });
}
