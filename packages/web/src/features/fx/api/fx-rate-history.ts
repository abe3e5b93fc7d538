import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fxKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export type FxRatePoint = components['schemas']['FxRatePoint'];

export const RATE_HISTORY_HOURS = 24;

export const fxRateHistoryQueryOptions = (
  account: string,
  bankAccount: string,
  sellCurrency: string,
  buyCurrency: string,
  hours: number = RATE_HISTORY_HOURS,
) =>
  queryOptions({
    queryKey: fxKeys.rateHistory(account, bankAccount, {
      sell_currency: sellCurrency,
      buy_currency: buyCurrency,
      hours,
    }),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/fx/rates', {
            params: {
              path: { account, bankAccount },
              query: { sell_currency: sellCurrency, buy_currency: buyCurrency, hours },
            },
          }),
        )
      ).data,
    staleTime: 60_000,
  });

export function useFxRateHistoryQuery(
  account: string,
  bankAccount: string,
  sellCurrency: string,
  buyCurrency: string,
) {
  const enabled =
    account !== '' &&
    bankAccount !== '' &&
    /^[A-Z]{3}$/.test(sellCurrency) &&
    /^[A-Z]{3}$/.test(buyCurrency) &&
    sellCurrency !== buyCurrency;
  return useQuery({ ...fxRateHistoryQueryOptions(account, bankAccount, sellCurrency, buyCurrency), enabled });
}
