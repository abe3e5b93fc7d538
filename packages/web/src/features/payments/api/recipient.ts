import { unwrap } from '@portal/api-types';
import { queryOptions } from '@tanstack/react-query';
import { recipientKeys } from '../../../lib/api/query-keys';
import { apiClient } from '../../../lib/session/api-client';

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
