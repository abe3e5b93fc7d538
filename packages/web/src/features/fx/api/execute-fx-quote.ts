import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceKeys, fxKeys, notificationKeys, transactionKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export type FxTrade = components['schemas']['FxTrade'];
export type FxExecuteRequest = components['schemas']['FxExecuteRequest'];

export interface ExecuteFxQuoteVariables {
  account: string;
  bankAccount: string;
  body: FxExecuteRequest;
  idempotencyKey: string;
}

/** POST …/fx/execute-quote with the quote's Idempotency-Key. */
export async function executeFxQuote({
  account,
  bankAccount,
  body,
  idempotencyKey,
}: ExecuteFxQuoteVariables): Promise<FxTrade> {
  const answer = await unwrap(
    apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/execute-quote', {
      params: { path: { account, bankAccount }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
  return answer.data;
}

/** Every cache the trade changes: balances, the account's transactions, the notifications and the FX history. */
export const FX_TRADE_INVALIDATES = [
  balanceKeys.all,
  transactionKeys.all,
  notificationKeys.all,
  fxKeys.trades(),
] as const;

export function useExecuteFxQuoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['fx', 'execute-quote'],
    mutationFn: executeFxQuote,
    onSettled: async (_trade, error) => {
      // A refusal moves no money; any answer that may have executed invalidates what the trade changed.
      if (error) return;
      await Promise.all(
        FX_TRADE_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
    },
  });
}
