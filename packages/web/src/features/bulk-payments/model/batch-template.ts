import Papa from 'papaparse';
import { BATCH_FILE_COLUMNS, type BatchFileCells, emptyCells } from './batch-file-columns';

/** The template's two example rows: an existing recipient by ref, and a new one with UK bank details. */
const EXAMPLES: Partial<BatchFileCells>[] = [
  {
    recipient_ref: 'rcp_your_recipient',
    amount: '1250.00',
    currency: 'GBP',
    reason_code: 'SUPP',
    reference: 'INV-2026-0142',
  },
  {
    name: 'Harbour Lettings Ltd',
    type: 'business',
    country: 'GB',
    sort_code: '200415',
    account_number: '41025836',
    amount: '980.50',
    currency: 'GBP',
    reason_code: 'RENT',
    reference: 'UNIT 4 RENT',
    execution_date: '',
  },
];

export const TEMPLATE_FILE_NAME = 'bulk-payment-template.csv';

/** The CSV template to download: the header and two example rows, comma-separated, UTF-8. */
export function batchTemplateCsv(): string {
  return Papa.unparse(
    {
      fields: [...BATCH_FILE_COLUMNS],
      data: EXAMPLES.map((example) => {
        const cells = { ...emptyCells(), ...example };
        return BATCH_FILE_COLUMNS.map((c) => cells[c]);
      }),
    },
    { newline: '\r\n' },
  );
}
