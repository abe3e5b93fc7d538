import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextInput } from '../../components/ui/text-input';
import { type BatchFileColumn, columnLabel } from './model/batch-file-columns';

export interface FixCellProps {
  rowId: number;
  column: BatchFileColumn;
  value: string;
  error: string;
  onCommit: (value: string) => void;
}

/**
 * One wrong cell, fixed in place: the value as typed with the error under it; the row is checked again when
 * the field is left or Enter is pressed (not on every key, so the field does not vanish mid-word).
 */
export function FixCell({ rowId, column, value, error, onCommit }: FixCellProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const label = columnLabel(column);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextInput
      size="small"
      label={label}
      aria-label={t`Row ${rowId} ${label}`}
      value={text}
      error={error}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
