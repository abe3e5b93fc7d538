import { unwrap } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resourceKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

export const companiesQueryOptions = (search: string) => ({
  queryKey: resourceKeys.companies(search),
  queryFn: async () =>
    (await unwrap(apiClient.GET('/resources/complycube/companies', { params: { query: { search } } }))).data,
  staleTime: 60_000,
});

/** The company lookup as a function for the recipient form (cached per search term). */
export function useSearchCompanies() {
  const queryClient = useQueryClient();
  return useCallback(
    (search: string) => queryClient.fetchQuery(companiesQueryOptions(search)),
    [queryClient],
  );
}
