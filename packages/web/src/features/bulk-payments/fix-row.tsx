import { Box, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Button } from '../../components/ui/button';
import { parseDecimal } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import type { BankRowCheck, DraftRow } from './model/batch-draft';
import type { BatchFileColumn } from './model/batch-file-columns';
import type { RecipientDirectory } from './model/recipient-match';
import type { RowErrors } from './model/row-check';
import { rowStatusOf } from './model/row-status';
import { RowFixFields } from './row-fix-fields';
import { RowStatusBadge } from './row-status-badge';

export interface FixRowProps {
  row: DraftRow;
  errors: RowErrors;
  bank: BankRowCheck | undefined;
  directory: RecipientDirectory;
  /** A card of a list on phones, a table row from md up. */
  narrow: boolean;
  onEdit: (id: number, column: BatchFileColumn, value: string) => void;
  onRemove: (id: number) => void;
}

/** The amount as in the file while it is wrong (never rounded into something it is not). */
const amountText = (row: DraftRow) =>
  !row.errors.amount && !row.errors.currency && parseDecimal(row.cells.amount) && row.cells.currency
    ? formatAmount(row.cells.amount, row.cells.currency, { withCode: true })
    : `${row.cells.amount} ${row.cells.currency}`.trim();

/** The same errors, message for message (the draft builds a new object for a row the bank checked). */
const sameErrors = (a: RowErrors, b: RowErrors) => {
  const keys = Object.keys(a) as (keyof RowErrors)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * One row of the fix table. Drawn again only when the row, its check or its errors change: fixing a cell of a
 * 1,000-row file redraws that row, not the page of fifty.
 */
export const FixRow = memo(
  function FixRow({ row, errors, bank, directory, narrow, onEdit, onRemove }: FixRowProps) {
    const { t } = useLingui();
    const rowId = row.id;
    const payee =
      bank?.recipientName ?? (row.payee?.ok ? row.payee.name : row.cells.name || row.cells.recipient || '--');
    const status = <RowStatusBadge status={rowStatusOf(errors, bank)} />;
    const fix = (
      <RowFixFields
        row={row}
        errors={errors}
        duplicateOf={bank?.duplicateOf ?? null}
        directory={directory}
        onEdit={(column, value) => onEdit(rowId, column, value)}
      />
    );
    const remove = (
      <Button size="small" variant="text" onClick={() => onRemove(rowId)} aria-label={t`Remove row ${rowId}`}>
        <Trans>Remove</Trans>
      </Button>
    );
    if (narrow)
      return (
        <chakra.li px="4" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Stack gap="2">
            <HStack justify="space-between" gap="3">
              <Text fontWeight="semibold">{t`Row ${rowId}`}</Text>
              {status}
            </HStack>
            <HStack justify="space-between" gap="3" align="baseline">
              <Text truncate minW="0">
                {payee}
              </Text>
              <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {amountText(row)}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {row.cells.reference || '--'}
            </Text>
            {fix}
            <Box>{remove}</Box>
          </Stack>
        </chakra.li>
      );
    return (
      <Table.Row verticalAlign="top" data-testid="fix-row">
        <Table.Cell fontVariantNumeric="tabular-nums">{rowId}</Table.Cell>
        <Table.Cell maxW="180px" overflowWrap="anywhere">
          {payee}
        </Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {amountText(row)}
        </Table.Cell>
        <Table.Cell maxW="160px" overflowWrap="anywhere">
          {row.cells.reference || '--'}
        </Table.Cell>
        <Table.Cell>{status}</Table.Cell>
        <Table.Cell minW="220px">{fix}</Table.Cell>
        <Table.Cell>{remove}</Table.Cell>
      </Table.Row>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.bank === after.bank &&
    before.directory === after.directory &&
    before.narrow === after.narrow &&
    before.onEdit === after.onEdit &&
    before.onRemove === after.onRemove &&
    sameErrors(before.errors, after.errors),
);
