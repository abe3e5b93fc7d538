import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE,
  type ListParamsPatch,
  type PageSize,
  patchListParams,
  readPageParams,
} from './list-params';

/** A list's page and page size, as every list of the API takes them. */
export interface PageParams {
  page: number;
  per_page: PageSize;
}

/** A list's filters as the list's owner defines them: their query keys, how they are read, how they count. */
export interface ListModel<Filters extends object> {
  /** The filters' query keys ("Clear filters" empties them all). */
  keys: readonly (keyof Filters & string)[];
  /** The filters from the query: a value the bank would refuse (a hand-edited or stale link) is dropped. */
  read: (search: URLSearchParams) => Filters;
  /** How many filters narrow the list; by default each filter set, the from–to range once. */
  count?: (filters: Filters) => number;
}

export interface ListStateOptions<Filters> {
  /**
   * Where the state lives: the URL query (shareable, survives a reload; the default) or the component alone
   * (lists that share a screen and would fight over one `page`). Fixed for the life of the list.
   */
  store?: 'url' | 'memory';
  /** Whether a change is a new history entry ('push') or replaces the current one ('replace', the default). */
  history?: 'push' | 'replace';
  /** Leaves page 1 and the default page size out of the query, so the list's plain link stays plain. */
  omitDefaults?: boolean;
  /** What the list makes of the filters read, where that depends on more than the query (the session's data). */
  resolve?: (filters: Filters) => Filters;
}

/** Each filter set counts once, and a date range (`from`, `to`) once. */
export function countFilters(filters: object): number {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key]) => (key === 'to' ? 'from' : key));
  return new Set(set).size;
}

/** Only the filters set: what an export, a record of it and an empty state are told. */
function setOnly<Filters extends object>(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

function writeParams(search: URLSearchParams, patch: ListParamsPatch, omitDefaults: boolean) {
  const next = patchListParams(search, patch);
  if (omitDefaults && next.get('page') === '1') next.delete('page');
  if (omitDefaults && next.get('per_page') === String(DEFAULT_PAGE_SIZE)) next.delete('per_page');
  return next;
}

type Write = (current: URLSearchParams) => URLSearchParams;
type Store = readonly [URLSearchParams, (write: Write, replace: boolean) => void];

function useUrlStore(): Store {
  const [search, setSearch] = useSearchParams();
  return [search, (write, replace) => setSearch(write, { replace })];
}

function useMemoryStore(): Store {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return [search, (write) => setSearch(write)];
}

/**
 * A paged list's filters, page and page size, held in the URL query (or the component): read through the
 * list's model, written back with any change but the page's own sending the list to its first page.
 */
export function useListState<Filters extends object>(
  model: ListModel<Filters>,
  { store = 'url', history = 'replace', omitDefaults = false, resolve }: ListStateOptions<Filters> = {},
) {
  // The store is fixed for a list's life, so the same hooks run on every render.
  const [search, setSearch] = (store === 'memory' ? useMemoryStore : useUrlStore)();
  const { read, keys, count = countFilters } = model;
  const fromQuery = useMemo(() => ({ page: readPageParams(search), filters: read(search) }), [search, read]);
  const resolved = resolve ? resolve(fromQuery.filters) : fromQuery.filters;
  const params = useMemo(
    (): Filters & PageParams => ({ ...fromQuery.page, ...resolved }),
    [fromQuery.page, resolved],
  );
  const filters = useMemo(() => setOnly(resolved), [resolved]);

  const update = (patch: ListParamsPatch, options: { replace?: boolean } = {}) =>
    setSearch(
      (current) => writeParams(current, patch, omitDefaults),
      options.replace ?? history === 'replace',
    );

  return {
    /** Filters, page and size: what the list's query is asked for. */
    params,
    /** The filters set, without the page. */
    filters,
    activeCount: count(filters),
    update,
    /** Empties every filter (and so goes back to the first page). */
    clear: () => update(Object.fromEntries(keys.map((key) => [key, null]))),
    /** What the table reads and calls (`ListScreen`'s `paging`). */
    paging: {
      page: params.page,
      per_page: params.per_page,
      onPageChange: (perPage: number, page: number) => update({ page, per_page: perPage }),
    },
  };
}

/** A list with nothing to filter: its page and page size only. */
export const UNFILTERED: ListModel<object> = { keys: [], read: () => ({}) };
