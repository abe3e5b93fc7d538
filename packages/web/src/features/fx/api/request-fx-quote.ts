import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../domains/session/api-client';
import type { FxQuoteRequest } from '../fx-trade-schema';
import { type ReceivedQuote, receiveQuote } from '../quote-countdown';

export type FxQuote = components['schemas']['FxQuote'];

export interface RequestFxQuoteVariables {
  account: string;
  bankAccount: string;
  body: FxQuoteRequest;
}

/** POST …/fx/request-quote; the clock offset is measured the moment the answer arrives. */
export async function requestFxQuote({
  account,
  bankAccount,
  body,
}: RequestFxQuoteVariables): Promise<ReceivedQuote<FxQuote>> {
  const answer = await unwrap(
    apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote', {
      params: { path: { account, bankAccount } },
      body,
    }),
  );
  return receiveQuote(answer.data, Date.now());
}

export const requestFxQuoteMutationOptions = () => ({
  mutationKey: ['fx', 'request-quote'],
  mutationFn: requestFxQuote,
});

export function useRequestFxQuoteMutation() {
  return useMutation(requestFxQuoteMutationOptions());
}
