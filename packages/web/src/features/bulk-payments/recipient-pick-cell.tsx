import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/ui/select-field';
import { recipientOption } from '../../domains/recipients/recipient-form/recipient-option';
import type { RecipientDirectory } from './model/recipient-match';

export interface RecipientPickCellProps {
  rowId: number;
  directory: RecipientDirectory;
  error: string;
  onPick: (ref: string) => void;
}

/**
 * A row's recipient, fixed by choosing one of the organization's recipients (searchable by name, as on the
 * new payment's first step) instead of typing; the row then names it by its reference.
 */
export function RecipientPickCell({ rowId, directory, error, onPick }: RecipientPickCellProps) {
  const { t } = useLingui();
  return (
    <SelectField
      size="small"
      label={t`Recipient`}
      id={`row-${rowId}-recipient`}
      placeholder={t`Choose a recipient`}
      options={directory.map(recipientOption)}
      value={null}
      onChange={(ref) => {
        if (ref) onPick(ref);
      }}
      menuPortal
      error
      errorMessage={error}
    />
  );
}
