import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { PaymentBatchRow } from '../../../domains/payments/payment-batches';
import { batchResultsCsv, resultsFileName } from './results-csv';

const row = (patch: Partial<PaymentBatchRow>): PaymentBatchRow => ({
  index: 0,
  recipient_ref: 'rcp_hansa',
  recipient_name: 'Hansa Logistik GmbH',
  amount: '1250.00',
  currency: 'EUR',
  fee: '0.00',
  reason_code: 'SUPP',
  reference: 'INV 1',
  execution_date: '2026-11-26',
  status: 'completed',
  payment_ref: 'pay_1',
  failure_reason: null,
  ...patch,
});

describe('batchResultsCsv', () => {
  it('has one line per row with its result, in row order', () => {
    const csv = batchResultsCsv({
      rows: [
        row({}),
        row({
          index: 1,
          status: 'failed',
          payment_ref: null,
          failure_reason: "The payee's bank refused the payment.",
        }),
      ],
    });
    const [header, first, second] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(header).toEqual([
      'row',
      'recipient_ref',
      'recipient_name',
      'amount',
      'currency',
      'fee',
      'reason_code',
      'reference',
      'execution_date',
      'status',
      'payment_ref',
      'failure_reason',
    ]);
    expect(first).toEqual([
      '1',
      'rcp_hansa',
      'Hansa Logistik GmbH',
      '1250.00',
      'EUR',
      '0.00',
      'SUPP',
      'INV 1',
      '2026-11-26',
      'completed',
      'pay_1',
      '',
    ]);
    expect(second?.slice(9)).toEqual(['failed', '', "The payee's bank refused the payment."]);
  });

  it('neutralises formula-looking cells with a leading quote', () => {
    const csv = batchResultsCsv({
      rows: [
        row({ recipient_name: '=HYPERLINK("http://evil.test")', reference: '+44 INV', failure_reason: '@x' }),
      ],
    });
    const [, line] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(line?.[2]).toBe('\'=HYPERLINK("http://evil.test")');
    expect(line?.[7]).toBe("'+44 INV");
    expect(line?.[11]).toBe("'@x");
  });

  it('names the file after the batch', () => {
    expect(resultsFileName('pbt_1')).toBe('bulk-payment-pbt_1-results.csv');
  });
});
