import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../config/api-client';

/** How long typing must pause before the bank is asked (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 250;
const PAGE_SIZE = 100;

/** Recipients whose name or legal name matches the search, searched by the bank (the first 100). */
export const payeesQuery = (account: string, search: string) =>
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

/**
 * The recipient picker's server search: `setSearch` takes the typed text; the query answers for it once
 * typing pauses, so any recipient can be found, not only the first page.
 */
export function useRecipientSearch(account: string) {
  const [text, setSearch] = useState('');
  const [search, setSettled] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { recipients: useQuery(payeesQuery(account, search)), setSearch };
}
