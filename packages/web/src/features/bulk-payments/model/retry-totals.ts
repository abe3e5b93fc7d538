import type { PaymentBatchRow } from '../../../domains/payments/payment-batches';
import { fromMinorUnits, toMinorUnits } from '../../../lib/decimal';
import type { ChallengeTotal } from './batch-draft';

/** The failed rows' count and amount per currency: what a retry's two-factor code is bound to. */
export function failedRowTotals(rows: readonly PaymentBatchRow[]): ChallengeTotal[] {
  const sums = new Map<string, { count: number; minor: bigint }>();
  for (const row of rows) {
    if (row.status !== 'failed') continue;
    const sum = sums.get(row.currency) ?? { count: 0, minor: 0n };
    sums.set(row.currency, {
      count: sum.count + 1,
      minor: sum.minor + toMinorUnits(row.amount, row.currency),
    });
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { count, minor }]) => ({ currency, count, amount: fromMinorUnits(minor, currency) }));
}

/** Whether "Retry failed rows" applies: some rows failed and they were not retried yet (rule of retryPaymentBatch). */
export const canRetry = (batch: { status: string; retried_by: string | null }) =>
  (batch.status === 'partially_failed' || batch.status === 'failed') && batch.retried_by === null;
