import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../config/api-client';
import { useSettledSearch } from '../use-settled-search';

/** The picker lists the first page only: one page of the largest size the API serves. */
const PAGE_SIZE = 100;

/** Recipients whose name or legal name matches the search, searched by the bank (the first 100 by name). */
export const recipientSearchQuery = (account: string, search: string) =>
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
 * A recipient picker's server search: `setSearch` takes the typed text; the query answers for it once
 * typing pauses, so any recipient can be found, not only the first page. `searchedFor` is the text the
 * answer is for (SelectField's `searchedFor`).
 */
export function useRecipientSearch(account: string) {
  const { search, setSearch } = useSettledSearch();
  return { recipients: useQuery(recipientSearchQuery(account, search)), setSearch, searchedFor: search };
}
