import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../empty-state';
import { Spinner } from '../spinner';
import { DEFAULT_PAGE_SIZE } from './pagination';
import { TableFooter } from './table-footer';

export const COLUMN_MIN_WIDTH = '180px';
export const COLUMN_MAX_WIDTH = '300px';
export const EMPTY_MIN_HEIGHT = '320px';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts align to the end. */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (caption). */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The current page's rows (server-paginated). */
  rows: ReadonlyArray<Row>;
  total: number;
  page: number;
  pageSize?: number;
  /** Called with the page size and the page number. */
  onPageChange: (pageSize: number, page: number) => void;
  loading?: boolean;
  /** Replaces 'No data found'. */
  emptyText?: ReactNode;
  getRowId?: (row: Row, index: number) => string;
}

/** A server-paginated table: the parent fetches `rows` for the page and size it is told. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  loading = false,
  emptyText,
  getRowId,
}: DataTableProps<Row>) {
  const initialPageSize = useRef(pageSize).current;
  // Held locally (spec section 4) and kept in step with the parent.
  const [current, setCurrent] = useState({ page, pageSize });
  useEffect(() => setCurrent({ page, pageSize }), [page, pageSize]);

  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<Row>();
    return columns.map((col) =>
      helper.display({
        id: col.id,
        header: () => col.header,
        cell: (ctx) => col.cell(ctx.row.original),
        meta: col,
      }),
    );
  }, [columns]);

  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
  });

  const go = (nextPage: number, nextSize = current.pageSize) => {
    setCurrent({ page: nextPage, pageSize: nextSize });
    onPageChange(nextSize, nextPage);
  };

  const empty = rows.length === 0;
  const alignOf = (id: string) => (columns.find((c) => c.id === id)?.align === 'end' ? 'end' : 'start');

  return (
    <Box position="relative" aria-busy={loading} borderWidth="1px" borderRadius="md" overflow="hidden">
      {/* Focusable, so keyboard users can scroll a table wider than the screen (axe scrollable-region-focusable). */}
      <Box
        overflowX="auto"
        tabIndex={0}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      >
        <Table.Root size="sm" aria-label={caption} interactive={!empty}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Header bg="bg.subtle">
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => (
                  <Table.ColumnHeader
                    key={header.id}
                    scope="col"
                    minW={COLUMN_MIN_WIDTH}
                    maxW={COLUMN_MAX_WIDTH}
                    textAlign={alignOf(header.column.id)}
                    py="3"
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {empty ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} p="0">
                  <EmptyState text={emptyText} minH={EMPTY_MIN_HEIGHT} />
                </Table.Cell>
              </Table.Row>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Row key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell
                      key={cell.id}
                      minW={COLUMN_MIN_WIDTH}
                      maxW={COLUMN_MAX_WIDTH}
                      textAlign={alignOf(cell.column.id)}
                      overflowWrap="anywhere"
                      py="3"
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {total > 0 ? (
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
      {loading ? (
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
          <Spinner label="Loading data" />
        </Box>
      ) : null}
    </Box>
  );
}
