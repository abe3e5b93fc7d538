import { useQuery } from '@tanstack/react-query';
import { useSettledSearch } from '../../lib/use-settled-search';
import { recipientsQueryOptions } from './recipients';

/** The picker lists the first page only: one page of the largest size the API serves. */
const PAGE_SIZE = 100;

/**
 * A recipient picker's server search: `setSearch` takes the typed text; the query answers for it once
 * typing pauses, so any recipient can be found, not only the first page. `searchedFor` is the text the
 * answer is for (SelectField's `searchedFor`).
 */
export function useRecipientSearch(account: string) {
  const { search, setSearch } = useSettledSearch();
  // Recipients whose name or legal name matches, searched by the bank (the first 100 by name).
  const recipients = useQuery(recipientsQueryOptions(account, { page: 1, per_page: PAGE_SIZE, search }));
  return { recipients, setSearch, searchedFor: search };
}
