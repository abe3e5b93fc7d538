import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '../../lib/list-params';
import { recipientKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

export interface RecipientFilters {
  page: number;
  per_page: PageSize;
  search?: string;
  country?: string;
  currency?: string;
}

/** The one recipients list: the recipients screen's pages and the pickers' searches. */
export const recipientsQueryOptions = (account: string, filters: RecipientFilters) =>
  queryOptions({
    queryKey: recipientKeys.list(account, filters),
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

/** A page of the account's recipients; the previous answer stays on screen while the next one loads. */
export function useRecipientsQuery(account: string, filters: RecipientFilters) {
  return useQuery(recipientsQueryOptions(account, filters));
}

/** One recipient as the bank holds it; the cache keeps the whole record (name, bank details...). */
export const recipientQueryOptions = (account: string, ref: string) =>
  queryOptions({
    queryKey: recipientKeys.detail(account, ref),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/recipients/{recipient}', {
            params: { path: { account, recipient: ref } },
          }),
        )
      ).data,
    enabled: account !== '' && ref !== '',
    staleTime: 5 * 60_000,
  });
