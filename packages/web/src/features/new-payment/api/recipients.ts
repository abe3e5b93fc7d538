import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

/** Recipients to pick from (first 100 matching the search). */
export const payeesQuery = (account: string, search: string) =>
  queryOptions({
    queryKey: ['recipients', 'list', account, { page: 1, per_page: 100, search }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/recipients', {
          params: { path: { account }, query: { page: 1, per_page: 100, search: search || undefined } },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export function useRecipientsQuery(account: string, search: string) {
  return useQuery(payeesQuery(account, search));
}
