import { t } from '@lingui/core/macro';
import type { BankRowCheck } from './batch-draft';
import { hasErrors, type RowErrors } from './row-check';

/** Where a row of the draft stands, as the fix table shows it. */
export type RowStatus =
  | { kind: 'fix'; text: string }
  | { kind: 'duplicate'; text: string }
  | { kind: 'checking'; text: string }
  | { kind: 'ready'; text: string };

export function rowStatusOf(errors: RowErrors, bank: BankRowCheck | undefined): RowStatus {
  if (hasErrors(errors)) return { kind: 'fix', text: t`Needs fixing` };
  if (!bank) return { kind: 'checking', text: t`Checking` };
  const row = bank.duplicateOf;
  if (row !== null) return { kind: 'duplicate', text: t`Same as row ${row}` };
  return { kind: 'ready', text: t`Ready` };
}
