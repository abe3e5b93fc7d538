import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../lib/list-params';
import { RefreshFailedNote } from '../refresh-failed-note';
import { Spinner } from '../spinner';
import type { DataTableColumn, RowOpen } from './columns';
import { DesktopTable } from './desktop-table';
import { MobileList } from './mobile-list';
import { TableFooter } from './table-footer';
import { bodyStateOf, type DataTableFailure, LoadingStatus } from './table-states';
import { useNarrowScreen } from './use-narrow-screen';

export type { DataTableColumn, RowOpen } from './columns';
export { COLUMN_WIDTHS } from './columns';
export type { DataTableFailure } from './table-states';

export interface DataTableProps<Row> {
  /** Accessible name of the table (caption) or, on phones, of the list. */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The current page's rows (server-paginated). */
  rows: ReadonlyArray<Row>;
  total: number;
  page: number;
  pageSize?: number;
  /** Called with the page size and the page number. */
  onPageChange: (pageSize: number, page: number) => void;
  /** A request is running: the rows shown so far stay under a loading overlay. */
  loading?: boolean;
  /** No answer yet: skeleton rows, never the empty state. */
  pending?: boolean;
  /** The last load failed: its error with 'Try again' instead of rows or the empty state. */
  failure?: DataTableFailure | null;
  /** Replaces 'No data found' (shown only after a successful empty answer). */
  emptyText?: ReactNode;
  /** Under the empty text: why there is nothing yet, or what will fill the list. */
  emptyDescription?: ReactNode;
  getRowId?: (row: Row, index: number) => string;
  /** Phones: what a tap on a row does (its detail link, or a panel); rows without it do not open. */
  openRow?: (row: Row) => RowOpen | undefined;
}

const isBlank = (content: ReactNode) =>
  content === null || content === undefined || content === false || content === '';

/** The columns to show: one marked `omitWhenEmpty` only when a row of the page fills it. */
function filledColumns<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  rows: readonly Row[],
): ReadonlyArray<DataTableColumn<Row>> {
  return columns.filter((col) => !col.omitWhenEmpty || rows.some((row) => !isBlank(col.cell(row))));
}

/**
 * A server-paginated list: the parent fetches `rows` for the page and size it is told. A table from md up, cards
 * below md (from the columns' mobile roles); skeleton while pending, the error after a failure, the empty state
 * only after a successful empty answer.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  loading = false,
  pending = false,
  failure,
  emptyText,
  emptyDescription,
  getRowId,
  openRow,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const initialPageSize = useRef(pageSize).current;
  // Held locally (rule UI-19) and kept in step with the parent.
  const [current, setCurrent] = useState({ page, pageSize });
  useEffect(() => setCurrent({ page, pageSize }), [page, pageSize]);
  const narrow = useNarrowScreen();

  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: [],
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
  });
  const modelRows = table.getRowModel().rows;
  const rowKey = (_row: Row, index: number) => modelRows[index]?.id ?? String(index);

  const go = (nextPage: number, nextSize = current.pageSize) => {
    setCurrent({ page: nextPage, pageSize: nextSize });
    onPageChange(nextSize, nextPage);
  };

  const state = bodyStateOf({ rowCount: rows.length, waiting: pending || loading, failure });
  const body = {
    caption,
    columns: filledColumns(columns, rows),
    rows,
    rowKey,
    state,
    emptyText,
    emptyDescription,
    failure,
  };

  return (
    <Box
      position="relative"
      aria-busy={loading || state === 'pending'}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
    >
      {state === 'pending' ? <LoadingStatus /> : null}
      {failure && state === 'rows' && !loading ? (
        <RefreshFailedNote error={failure.error} onRetry={failure.onRetry} />
      ) : null}
      {narrow ? <MobileList {...body} openRow={openRow} /> : <DesktopTable {...body} />}
      {total > 0 && state !== 'failed' ? (
        <TableFooter
          total={total}
          page={current.page}
          pageSize={current.pageSize}
          initialPageSize={initialPageSize}
          disabled={loading}
          onPage={(p) => go(p)}
          onPageSize={(size) => go(1, size)}
        />
      ) : null}
      {loading && state === 'rows' ? (
        <Box
          data-testid="table-loading"
          position="absolute"
          inset="0"
          bg="rgba(255, 255, 255, 0.6)"
          display="flex"
          alignItems="center"
          justifyContent="center"
          zIndex="1"
        >
          <Spinner label={t`Loading data`} />
        </Box>
      ) : null}
    </Box>
  );
}
