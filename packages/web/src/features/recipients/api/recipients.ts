import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';
import type { PageSize } from '../../../lib/list-params';

export interface RecipientFilters {
  page: number;
  per_page: PageSize;
  search?: string;
  country?: string;
  currency?: string;
}

export const recipientsQuery = (account: string, filters: RecipientFilters) =>
  queryOptions({
    queryKey: ['recipients', 'list', account, filters],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/recipients', {
          params: {
            path: { account },
            query: {
              page: filters.page,
              per_page: filters.per_page,
              search: filters.search || undefined,
              country: filters.country || undefined,
              currency: filters.currency || undefined,
            },
          },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

export function useRecipientsQuery(account: string, filters: RecipientFilters) {
  return useQuery(recipientsQuery(account, filters));
}
