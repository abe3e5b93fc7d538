import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FixCell } from './fix-cell';
import type { DraftRow } from './model/batch-draft';
import { BATCH_FILE_COLUMNS, type BatchFileColumn } from './model/batch-file-columns';
import type { RecipientDirectory } from './model/recipient-match';
import type { RowErrors } from './model/row-check';
import { NO_RECIPIENT_TEXT } from './model/row-messages';
import { RecipientPickCell } from './recipient-pick-cell';

export interface RowFixFieldsProps {
  row: DraftRow;
  errors: RowErrors;
  duplicateOf: number | null;
  directory: RecipientDirectory;
  onEdit: (column: BatchFileColumn, value: string) => void;
}

/**
 * What is wrong with a row and the fields to fix it: the row's own error, then one field per wrong cell; a
 * recipient is chosen from a picker, also when the row names none.
 */
export function RowFixFields({ row, errors, duplicateOf, directory, onEdit }: RowFixFieldsProps) {
  const { t, i18n } = useLingui();
  const columns = BATCH_FILE_COLUMNS.filter((c) => errors[c] && c !== 'recipient');
  const recipientProblem =
    errors.recipient ?? (errors.row === i18n._(NO_RECIPIENT_TEXT) ? errors.row : undefined);
  if (!errors.row && !recipientProblem && columns.length === 0 && duplicateOf === null) return null;
  return (
    <Stack gap="2" minW="0">
      {errors.row && errors.row !== recipientProblem ? (
        <Text color="danger.fg" fontSize="sm">
          {errors.row}
        </Text>
      ) : null}
      {recipientProblem ? (
        <RecipientPickCell
          rowId={row.id}
          directory={directory}
          error={recipientProblem}
          onPick={(ref) => onEdit('recipient', ref)}
        />
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
      {duplicateOf !== null && columns.length === 0 && !errors.row && !recipientProblem ? (
        <Text fontSize="sm" color="fg.muted">
          {t`Same recipient, amount, currency and reference as row ${duplicateOf}. It is paid twice unless you remove one.`}
        </Text>
      ) : null}
    </Stack>
  );
}
