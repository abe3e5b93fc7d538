import { describe, expect, it } from 'vitest';
import { STATEMENT_FILE_FORMATS, statementFileFormatLabel } from './statement-formats';

describe('statement file formats', () => {
  it('rule STM-02: names every format of the contract in plain words, PDF first', () => {
    expect(STATEMENT_FILE_FORMATS.map(statementFileFormatLabel)).toEqual([
      'PDF statement',
      'CSV (spreadsheet)',
      'CSV for Xero',
      'CSV for QuickBooks Online',
      'CAMT.053 (ISO 20022 XML)',
      'MT940 (SWIFT)',
    ]);
  });

  it('shows a format the portal does not know yet as the bank names it', () => {
    expect(statementFileFormatLabel('bai2')).toBe('bai2');
  });
});
