import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fxKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageSize } from '../../../lib/list-params';

export type FxTrade = components['schemas']['FxTrade'];
export type FxTradeStatus = components['schemas']['FxTradeStatus'];

/** The FX history's filters (the contract's `listFxTrades` query). */
export interface FxTradeFilters {
  bank_account?: string;
  sell_currency?: string;
  buy_currency?: string;
  status?: FxTradeStatus;
  from?: string;
  to?: string;
  traded_by?: string;
}

export interface FxTradeListParams extends FxTradeFilters {
  page: number;
  per_page: PageSize;
}

/** A page of the organization account's FX trades, newest first. */
export function fetchFxTrades(account: string, params: FxTradeListParams) {
  return unwrap(
    apiClient.GET('/accounts/{account}/fx-trades', {
      params: {
        path: { account },
        query: {
          page: params.page,
          per_page: params.per_page,
          bank_account: params.bank_account || undefined,
          sell_currency: params.sell_currency || undefined,
          buy_currency: params.buy_currency || undefined,
          status: params.status || undefined,
          from: params.from || undefined,
          to: params.to || undefined,
          traded_by: params.traded_by || undefined,
        },
      },
    }),
  );
}

/** A page of the FX history; the previous page stays on screen while the next one loads. */
export function useFxTradesQuery(account: string, params: FxTradeListParams) {
  return useQuery({
    queryKey: fxKeys.tradeList(account, params),
    queryFn: () => fetchFxTrades(account, params),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
}

/** One trade of the organization account (404 for an unknown one or another organization's). */
export function useFxTradeQuery(account: string, trade: string) {
  return useQuery({
    queryKey: fxKeys.trade(account, trade),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/fx-trades/{trade}', {
            params: { path: { account, trade } },
          }),
        )
      ).data,
    enabled: account !== '' && trade !== '',
  });
}
