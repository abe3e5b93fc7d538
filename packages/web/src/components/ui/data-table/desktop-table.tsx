import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { COLUMN_MAX_WIDTH, cellTitle, type DataTableColumn, fitColumns, tableMinWidth } from './columns';
import { type BodyState, type DataTableFailure, NoRows, SKELETON_ROWS, SkeletonBar } from './table-states';
import { useElementWidth } from './use-element-width';

/** What both views of a list (the desktop table and the phone cards) are given. */
export interface ListViewProps<Row> {
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => string;
  state: BodyState;
  emptyText?: ReactNode;
  emptyDescription?: ReactNode;
  failure?: DataTableFailure | null;
}

/**
 * The table at md and up: a fixed layout so it fits its container, one line a row, long text cut with its full
 * text in the title; fixed widths for dates, numbers, status and actions, text columns sharing the rest.
 */
export function DesktopTable<Row>({
  caption,
  columns: allColumns,
  rows,
  rowKey,
  state,
  emptyText,
  emptyDescription,
  failure,
}: ListViewProps<Row>) {
  const alignOf = (col: DataTableColumn<Row>) => (col.align === 'end' ? 'end' : 'start');
  const container = useRef<HTMLDivElement>(null);
  const columns = fitColumns(allColumns, useElementWidth(container));
  return (
    // Focusable, so keyboard users can scroll the table when it is wider than the screen (axe
    // scrollable-region-focusable); from lg up it fits.
    <Box
      ref={container}
      overflowX="auto"
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
    >
      <Table.Root
        size="sm"
        aria-label={caption}
        interactive={state === 'rows'}
        tableLayout="fixed"
        minW={`${tableMinWidth(columns)}px`}
        data-testid="data-table"
      >
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.ColumnGroup>
          {columns.map((col) => (
            <Table.Column
              key={col.id}
              data-column={col.id}
              width={col.width ? `${col.width}px` : undefined}
            />
          ))}
        </Table.ColumnGroup>
        <Table.Header bg="bg.subtle">
          <Table.Row>
            {columns.map((col) => (
              <Table.ColumnHeader key={col.id} scope="col" textAlign={alignOf(col)} py="3" truncate>
                {col.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {state === 'rows'
            ? rows.map((row, index) => (
                <Table.Row key={rowKey(row, index)}>
                  {columns.map((col) => {
                    const content = col.cell(row);
                    const end = col.align === 'end';
                    return (
                      <Table.Cell
                        key={col.id}
                        textAlign={alignOf(col)}
                        fontVariantNumeric={end ? 'tabular-nums' : undefined}
                        whiteSpace={col.wrap ? 'normal' : 'nowrap'}
                        py="2.5"
                      >
                        <Box
                          data-cell-text
                          truncate={!col.wrap}
                          maxW={col.width || col.grow ? undefined : `${COLUMN_MAX_WIDTH}px`}
                          title={cellTitle(col, row, content)}
                        >
                          {content}
                        </Box>
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))
            : null}
          {state === 'pending'
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Table.Row key={i} data-testid="table-skeleton-row" aria-hidden="true">
                  {columns.map((col) => (
                    <Table.Cell key={col.id} py="3">
                      <SkeletonBar width={col.align === 'end' ? '70%' : '85%'} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : null}
          {state === 'empty' || state === 'failed' ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} p="0">
                <NoRows
                  state={state}
                  emptyText={emptyText}
                  emptyDescription={emptyDescription}
                  failure={failure}
                />
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
