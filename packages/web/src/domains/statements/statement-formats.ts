import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { statementFileFormatValues } from '@portal/api-types/schema';

export type StatementFileFormat = components['schemas']['StatementFileFormat'];

/** Every format the bank writes a statement or an export in, in the contract's order (PDF first). */
export const STATEMENT_FILE_FORMATS: readonly StatementFileFormat[] = statementFileFormatValues;

/** Each format as a business user knows it: what it is for, not its code. */
const FORMAT_LABELS: Record<StatementFileFormat, MessageDescriptor> = {
  pdf: msg`PDF statement`,
  csv: msg`CSV (spreadsheet)`,
  xero_csv: msg`CSV for Xero`,
  quickbooks_csv: msg`CSV for QuickBooks Online`,
  camt053: msg`CAMT.053 (ISO 20022 XML)`,
  mt940: msg`MT940 (SWIFT)`,
};

/** A format in plain words ('CSV for Xero'); a format the portal does not know yet as the bank names it. */
export function statementFileFormatLabel(format: string): string {
  const label = FORMAT_LABELS[format as StatementFileFormat];
  return label ? i18n._(label) : format;
}
