import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipientKeys } from '../../../domains/query-keys';
import type { Recipient } from '../../../domains/recipients/recipient-form/recipient-form-model';
import { apiClient } from '../../../domains/session/api-client';

/** The largest page the bank serves. */
const PAGE_SIZE = 100;

/**
 * Every recipient of the organization, page after page: a file names its recipients by name, IBAN or account
 * number, and each row is matched against all of them in the browser (recipient-match). Kept under the
 * account's recipient lists, so adding or changing a recipient refreshes it.
 */
export const recipientDirectoryQueryOptions = (account: string) =>
  queryOptions({
    queryKey: recipientKeys.list(account, { every: true }),
    queryFn: async ({ signal }) => {
      const all: Recipient[] = [];
      for (let page = 1; ; page += 1) {
        const { data, meta } = await unwrap(
          apiClient.GET('/accounts/{account}/recipients', {
            params: { path: { account }, query: { page, per_page: PAGE_SIZE } },
            signal,
          }),
        );
        all.push(...data);
        if (data.length === 0 || all.length >= meta.total) return all;
      }
    },
    enabled: account !== '',
    staleTime: 60_000,
  });

export function useRecipientDirectory(account: string) {
  return useQuery(recipientDirectoryQueryOptions(account));
}
