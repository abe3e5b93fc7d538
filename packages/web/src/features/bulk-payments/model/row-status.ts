import type { BankRowCheck } from './batch-draft';
import { hasErrors, type RowErrors } from './row-check';

/** Where a row of the draft stands, as the fix table shows it. */
export type RowStatus =
  | { kind: 'fix'; text: 'Needs fixing' }
  | { kind: 'duplicate'; text: string }
  | { kind: 'checking'; text: 'Checking' }
  | { kind: 'ready'; text: 'Ready' };

export function rowStatusOf(errors: RowErrors, bank: BankRowCheck | undefined): RowStatus {
  if (hasErrors(errors)) return { kind: 'fix', text: 'Needs fixing' };
  if (!bank) return { kind: 'checking', text: 'Checking' };
  if (bank.duplicateOf !== null) return { kind: 'duplicate', text: `Same as row ${bank.duplicateOf}` };
  return { kind: 'ready', text: 'Ready' };
}
