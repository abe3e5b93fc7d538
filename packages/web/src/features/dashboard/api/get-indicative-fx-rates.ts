import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export const indicativeFxRatesQueryOptions = (base: string) =>
  queryOptions({
    queryKey: resourceKeys.fxRates(base),
    queryFn: async () =>
      (await unwrap(apiClient.GET('/resources/fx-rates', { params: { query: { base } } }))).data,
    enabled: base !== '',
    // Indicative mid rates: a minute old is fine for a dashboard total.
    staleTime: 60_000,
  });

/** Indicative rates: units of each currency per one unit of `base`. */
export function useIndicativeFxRatesQuery(base: string) {
  return useQuery(indicativeFxRatesQueryOptions(base));
}
