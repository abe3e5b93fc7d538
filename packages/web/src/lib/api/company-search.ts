import { unwrap } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../config/api-client';

export const companiesQuery = (search: string) => ({
  queryKey: ['resources', 'complycube-companies', search] as const,
  queryFn: async () =>
    (await unwrap(apiClient.GET('/resources/complycube/companies', { params: { query: { search } } }))).data,
  staleTime: 60_000,
});

/** The company lookup as a function for the recipient form (cached per search term). */
export function useSearchCompanies() {
  const queryClient = useQueryClient();
  return useCallback((search: string) => queryClient.fetchQuery(companiesQuery(search)), [queryClient]);
}
