import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PageParams } from '../../../lib/use-list-state';
import { DataTable, type DataTableProps } from './data-table';
import { ListFilters } from './list-filters';
import { type PagedListQuery, pagedQueryTable } from './table-states';

export interface ListFilterBarProps {
  /** The search landmark's name ("Filter payments"). */
  label: string;
  /** How many filters narrow the list: on phones the fields then sit behind "Filters". Without it they stay in view. */
  activeCount?: number;
  /** Columns from xl up (one on phones, two from md). */
  columns?: number;
  children: ReactNode;
}

/** A list's filter fields in a grid, as a search landmark. */
export function ListFilterBar({ label, activeCount, columns = 3, children }: ListFilterBarProps) {
  const grid = (
    <SimpleGrid columns={{ base: 1, md: 2, xl: columns }} gap="4" as="search" aria-label={label}>
      {children}
    </SimpleGrid>
  );
  return activeCount === undefined ? grid : <ListFilters activeCount={activeCount}>{grid}</ListFilters>;
}

/** The page and size the table shows, and where a change goes (`useListState`'s `paging`). */
export interface ListPaging extends PageParams {
  onPageChange: (pageSize: number, page: number) => void;
}

type TableOwnProps =
  | 'rows'
  | 'total'
  | 'loading'
  | 'pending'
  | 'failure'
  | 'page'
  | 'pageSize'
  | 'onPageChange';

export interface ListScreenProps<Row> extends Omit<DataTableProps<Row>, TableOwnProps> {
  /** Above the table: the list's filters (a `ListFilterBar`, or the list's own). */
  filters?: ReactNode;
  /** Between the filters and the table: how many match, actions, notices. */
  children?: ReactNode;
  /** The page's query: its rows and total, whether it runs, waits or failed. */
  query: PagedListQuery<Row>;
  /** What the error says when the page could not be loaded ("The payments could not be loaded."). */
  failureTitle: string;
  paging: ListPaging;
  /** The loading overlay, when the query's own `isFetching` says too much (a refetch the user did not ask for). */
  loading?: boolean;
}

/**
 * A paged list's frame: its filters, what sits between them and the table, and the table of the page with its
 * footer and its pending, empty and failed states. No element of its own: the parent's gap spaces the three.
 */
export function ListScreen<Row>({
  filters,
  children,
  query,
  failureTitle,
  paging,
  loading,
  ...table
}: ListScreenProps<Row>) {
  const state = pagedQueryTable(query, failureTitle);
  return (
    <>
      {filters}
      {children}
      <DataTable
        {...table}
        {...state}
        loading={loading ?? state.loading}
        page={paging.page}
        pageSize={paging.per_page}
        onPageChange={paging.onPageChange}
      />
    </>
  );
}
