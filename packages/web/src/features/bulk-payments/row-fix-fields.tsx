import { Stack, Text } from '@chakra-ui/react';
import { FixCell } from './fix-cell';
import type { DraftRow } from './model/batch-draft';
import { BATCH_FILE_COLUMNS, type BatchFileColumn } from './model/batch-file-columns';
import type { RowErrors } from './model/row-check';

export interface RowFixFieldsProps {
  row: DraftRow;
  errors: RowErrors;
  duplicateOf: number | null;
  onEdit: (column: BatchFileColumn, value: string) => void;
}

/** What is wrong with a row and the fields to fix it: the row's own error, then one field per wrong cell. */
export function RowFixFields({ row, errors, duplicateOf, onEdit }: RowFixFieldsProps) {
  const columns = BATCH_FILE_COLUMNS.filter((c) => errors[c]);
  if (!errors.row && columns.length === 0 && duplicateOf === null) return null;
  return (
    <Stack gap="2" minW="0">
      {errors.row ? (
        <Text color="danger.500" fontSize="sm">
          {errors.row}
        </Text>
      ) : null}
      {columns.map((column) => (
        <FixCell
          // A new key when the value changes elsewhere (the bank's refusal), so the field starts from it.
          key={`${column}:${row.cells[column]}`}
          rowId={row.id}
          column={column}
          value={row.cells[column]}
          error={errors[column] ?? ''}
          onCommit={(value) => onEdit(column, value)}
        />
      ))}
      {duplicateOf !== null && columns.length === 0 && !errors.row ? (
        <Text fontSize="sm" color="fg.muted">
          {`Same recipient, amount, currency and reference as row ${duplicateOf}. It is paid twice unless you remove one.`}
        </Text>
      ) : null}
    </Stack>
  );
}
