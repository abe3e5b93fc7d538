import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

/** Recipients for the filter (the first 100, by name). */
export const recipientOptionsQuery = (account: string) =>
  queryOptions({
    queryKey: ['recipients', 'list', account, { page: 1, per_page: 100 }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/recipients', {
          params: { path: { account }, query: { page: 1, per_page: 100 } },
        }),
      ),
    enabled: account !== '',
  });

export function useRecipientOptionsQuery(account: string) {
  return useQuery(recipientOptionsQuery(account));
}
