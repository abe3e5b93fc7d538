import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../config/api-client';

/** How long typing must pause before the bank is asked (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 250;
const PAGE_SIZE = 100;

/** Recipients for the filter whose name or legal name matches the search, by name (the first 100). */
export const recipientOptionsQuery = (account: string, search: string) =>
  queryOptions({
    queryKey: ['recipients', 'list', account, { page: 1, per_page: PAGE_SIZE, search }],
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/recipients', {
          params: { path: { account }, query: { page: 1, per_page: PAGE_SIZE, search: search || undefined } },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });

/** The filter's server search: `setSearch` takes the typed text; the bank is asked once typing pauses. */
export function useRecipientOptionsSearch(account: string) {
  const [text, setSearch] = useState('');
  const [search, setSettled] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { recipients: useQuery(recipientOptionsQuery(account, search)), setSearch };
}

/** The name of the recipient chosen in the URL, when it is not among the current matches. */
export function useRecipientNameQuery(account: string, ref: string | undefined) {
  return useQuery({
    queryKey: ['recipients', 'detail', account, ref],
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/recipients/{recipient}', {
            params: { path: { account, recipient: ref ?? '' } },
          }),
        )
      ).data.name,
    enabled: account !== '' && Boolean(ref),
    staleTime: 5 * 60_000,
  });
}
