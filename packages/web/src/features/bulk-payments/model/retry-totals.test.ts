import { describe, expect, it } from 'vitest';
import type { PaymentBatchRow } from '../../../domains/payments/payment-batches';
import { canRetry, failedRowTotals } from './retry-totals';

const row = (status: PaymentBatchRow['status'], amount: string, currency = 'GBP'): PaymentBatchRow => ({
  index: 0,
  recipient_ref: 'rcp_a',
  recipient_name: 'A',
  amount,
  currency,
  fee: '0.00',
  reason_code: 'SUPP',
  reference: 'X',
  execution_date: '2026-11-26',
  status,
  payment_ref: null,
  failure_reason: null,
});

describe('retrying failed rows', () => {
  it('binds the code to the failed rows only, per currency', () => {
    expect(
      failedRowTotals([
        row('completed', '5.00'),
        row('failed', '1.10'),
        row('failed', '2.20'),
        row('failed', '7', 'JPY'),
      ]),
    ).toEqual([
      { currency: 'GBP', count: 2, amount: '3.30' },
      { currency: 'JPY', count: 1, amount: '7' },
    ]);
  });

  it('applies to partially failed and failed batches not retried yet', () => {
    expect(canRetry({ status: 'partially_failed', retried_by: null })).toBe(true);
    expect(canRetry({ status: 'failed', retried_by: null })).toBe(true);
    expect(canRetry({ status: 'failed', retried_by: 'pbt_2' })).toBe(false);
    expect(canRetry({ status: 'completed', retried_by: null })).toBe(false);
  });
});
