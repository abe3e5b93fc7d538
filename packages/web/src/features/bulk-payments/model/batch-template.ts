import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Papa from 'papaparse';
import { NOT_PAYABLE_STATUSES } from '../../../domains/recipients/recipient-form/recipient-option';
import { BATCH_FILE_COLUMNS, type BatchFileCells, emptyCells } from './batch-file-columns';
import type { RecipientDirectory } from './recipient-match';

/** The first example's recipient when the organization has none to pay yet. */
export const PLACEHOLDER_RECIPIENT = msg`Your recipient's name`;

/**
 * The template's two example rows: an existing recipient by name (the organization's first payable one, so
 * the file works as downloaded), and a new one with UK bank details.
 */
const examplesFor = (directory: RecipientDirectory): Partial<BatchFileCells>[] => {
  const payee = directory.find((r) => !NOT_PAYABLE_STATUSES.has(r.status));
  return [
    {
      recipient: payee?.name ?? i18n._(PLACEHOLDER_RECIPIENT),
      amount: '1250.00',
      currency: payee?.currency ?? 'GBP',
      reason_code: 'SUPP',
      reference: 'INV-2026-0142',
    },
    NEW_RECIPIENT_EXAMPLE,
  ];
};

const NEW_RECIPIENT_EXAMPLE: Partial<BatchFileCells> = {
  name: 'Harbour Lettings Ltd',
  type: 'business',
  country: 'GB',
  sort_code: '200415',
  account_number: '41025836',
  amount: '980.50',
  currency: 'GBP',
  reason_code: 'RENT',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the template's sample row, data in a file format
  reference: 'UNIT 4 RENT',
  execution_date: '',
};

export const TEMPLATE_FILE_NAME = 'bulk-payment-template.csv';

/** The CSV template to download: the header and two example rows, comma-separated, UTF-8. */
export function batchTemplateCsv(directory: RecipientDirectory): string {
  return Papa.unparse(
    {
      fields: [...BATCH_FILE_COLUMNS],
      data: examplesFor(directory).map((example) => {
        const cells = { ...emptyCells(), ...example };
        return BATCH_FILE_COLUMNS.map((c) => cells[c]);
      }),
    },
    { newline: '\r\n' },
  );
}
