import { t } from '@lingui/core/macro';

/**
 * The columns of a bulk payment file, in the template's order. A row pays an existing recipient
 * (`recipient`: its name, IBAN, account number or reference) or a new one (`name`, `type`, `country` and one set of bank details: `iban` + `bic`,
 * `sort_code` + `account_number`, `routing_number` + `account_number`, or `bic` + `account_number`); the new
 * recipient's currency is the payment's.
 */
export const BATCH_FILE_COLUMNS = [
  'recipient',
  'name',
  'type',
  'country',
  'iban',
  'bic',
  'sort_code',
  'account_number',
  'routing_number',
  'amount',
  'currency',
  'reason_code',
  'reference',
  'execution_date',
] as const;

export type BatchFileColumn = (typeof BATCH_FILE_COLUMNS)[number];

/** One row of the file as typed: every column's text (empty when the cell is empty or the column absent). */
export type BatchFileCells = Record<BatchFileColumn, string>;

/** Columns every file has; the rest may be left out (a file of existing recipients needs no bank details). */
export const REQUIRED_COLUMNS: readonly BatchFileColumn[] = [
  'amount',
  'currency',
  'reason_code',
  'reference',
];

/** The most rows one bulk payment takes (the contract's `maxItems`). */
export const MAX_BATCH_ROWS = 1000;

/** What people read in the fix table and error messages for each column. */
export function columnLabel(column: BatchFileColumn): string {
  switch (column) {
    case 'recipient':
      return t`Recipient`;
    case 'name':
      return t`Recipient name`;
    case 'type':
      return t`Recipient type`;
    case 'country':
      return t`Country`;
    case 'iban':
      return t`IBAN`;
    case 'bic':
      return t`BIC`;
    case 'sort_code':
      return t`Sort code`;
    case 'account_number':
      return t`Account number`;
    case 'routing_number':
      return t`Routing number`;
    case 'amount':
      return t`Amount`;
    case 'currency':
      return t`Currency`;
    case 'reason_code':
      return t`Reason code`;
    case 'reference':
      return t`Reference`;
    case 'execution_date':
      return t`Payment date`;
  }
}

/** Older names of a column still read: files made with an earlier template named the recipient by its ref. */
const COLUMN_ALIASES: Readonly<Record<string, BatchFileColumn>> = { recipient_ref: 'recipient' };

/** The column a header names ('Recipient_Ref ' → 'recipient'), or undefined for an unknown one. */
export function columnOfHeader(header: string): BatchFileColumn | undefined {
  const name = header.trim().toLowerCase();
  return COLUMN_ALIASES[name] ?? BATCH_FILE_COLUMNS.find((c) => c === name);
}

export function emptyCells(): BatchFileCells {
  return Object.fromEntries(BATCH_FILE_COLUMNS.map((c) => [c, ''])) as BatchFileCells;
}
