import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

/** The bank's countries and their bank-detail rules; they do not change while the app runs. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.countries(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/countries'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountriesQuery() {
  return useQuery(countriesQueryOptions());
}
