import type { PaymentBatch, PaymentBatchRow } from '../../../domains/payments/payment-batches';
import { type CsvColumn, toCsv } from '../../../lib/csv';

const COLUMNS: CsvColumn<PaymentBatchRow>[] = [
  { header: 'row', value: (r) => r.index + 1 },
  { header: 'recipient_ref', value: 'recipient_ref' },
  { header: 'recipient_name', value: 'recipient_name' },
  { header: 'amount', value: 'amount' },
  { header: 'currency', value: 'currency' },
  { header: 'fee', value: 'fee' },
  { header: 'reason_code', value: 'reason_code' },
  { header: 'reference', value: 'reference' },
  { header: 'execution_date', value: 'execution_date' },
  { header: 'status', value: 'status' },
  { header: 'payment_ref', value: 'payment_ref' },
  { header: 'failure_reason', value: 'failure_reason' },
];

/**
 * Every row's result as CSV, in row order: cells a spreadsheet would run as a formula get a leading ' (lib/csv),
 * since names and references come from uploaded files.
 */
export function batchResultsCsv(batch: Pick<PaymentBatch, 'rows'>): string {
  return toCsv(batch.rows, COLUMNS);
}

/** 'bulk-payment-pbt_x-results.csv' */
export const resultsFileName = (ref: string) => `bulk-payment-${ref}-results.csv`;
