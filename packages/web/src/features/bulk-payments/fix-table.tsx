import { Box, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getCoreRowModel, getPaginationRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { TableFooter } from '../../components/ui/data-table/table-footer';
import { useNarrowScreen } from '../../components/ui/data-table/use-narrow-screen';
import { FixRow } from './fix-row';
import type { DraftRow } from './model/batch-draft';
import { hasErrors } from './model/row-check';
import type { BatchDraft } from './use-batch-draft';

/** Rows per page of the fix table (1,000 rows are 20 pages; the rows that need fixing come first). */
export const FIX_PAGE_SIZE = 50;

/**
 * The file's rows with their problems, fixed in place (a field per wrong cell, its error under it), removable;
 * by default only the rows that need attention (errors or duplicates). A table from md up, cards on phones.
 */
export function FixTable({ draft }: { draft: BatchDraft }) {
  const { t } = useLingui();
  const narrow = useNarrowScreen();
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: FIX_PAGE_SIZE });
  const attention = (row: DraftRow) =>
    hasErrors(draft.errorsOf(row)) || (draft.bankCheckOf(row)?.duplicateOf ?? null) !== null;
  const needing = draft.rows.filter(attention);
  // Once no row needs attention the filter has nothing to show: every row is, with the file said to be ready.
  const filtering = onlyProblems && needing.length > 0;
  const shown = filtering ? needing : draft.rows;

  const table = useReactTable<DraftRow>({
    data: shown,
    columns: [],
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
    state: { pagination },
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
  });
  const pageCount = Math.max(1, table.getPageCount());
  // A page that emptied (its rows fixed or removed) gives way to the last page there is.
  useEffect(() => {
    if (pagination.pageIndex >= pageCount) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));
  }, [pagination.pageIndex, pageCount]);
  const shownCount = shown.length;
  const total = draft.rows.length;
  const shownText = t`${shownCount} of ${total} rows shown`;
  const pageRows = table.getRowModel().rows.map((r) => r.original);
  const fixRow = (row: DraftRow) => (
    <FixRow
      key={row.id}
      row={row}
      errors={draft.errorsOf(row)}
      bank={draft.bankCheckOf(row)}
      directory={draft.directory}
      narrow={narrow}
      onEdit={draft.editCell}
      onRemove={draft.removeRow}
    />
  );

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        {needing.length > 0 ? (
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
            <input
              type="checkbox"
              checked={onlyProblems}
              onChange={(event) => {
                setOnlyProblems(event.target.checked);
                setPagination((p) => ({ ...p, pageIndex: 0 }));
              }}
            />
            <Trans>Only rows that need attention</Trans>
          </chakra.label>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {draft.ready ? t`Every row is ready to review.` : t`No row needs fixing.`}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {shownText}
        </Text>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" overflow="hidden">
        {shown.length === 0 ? (
          <Text p="6" textAlign="center" color="fg.muted">
            <Trans>Every row was removed.</Trans>
          </Text>
        ) : narrow ? (
          <chakra.ul listStyleType="none" m="0" p="0" aria-label={t`Rows of the file`}>
            {pageRows.map(fixRow)}
          </chakra.ul>
        ) : (
          <Table.Root size="sm" aria-label={t`Rows of the file`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="70px">
                  <Trans>Row</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader w="180px">
                  <Trans>Recipient</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader w="150px" textAlign="end">
                  <Trans>Amount</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader w="160px">
                  <Trans>Reference</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader w="130px">
                  <Trans>Check</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>To fix</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader w="90px">
                  <chakra.span srOnly>
                    <Trans>Actions</Trans>
                  </chakra.span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>{pageRows.map(fixRow)}</Table.Body>
          </Table.Root>
        )}
        {shown.length > FIX_PAGE_SIZE ? (
          <TableFooter
            total={shown.length}
            page={pagination.pageIndex + 1}
            pageSize={pagination.pageSize}
            initialPageSize={FIX_PAGE_SIZE}
            onPage={(page) => setPagination((p) => ({ ...p, pageIndex: page - 1 }))}
            onPageSize={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
