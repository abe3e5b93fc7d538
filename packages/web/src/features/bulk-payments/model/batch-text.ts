import type { components } from '@portal/api-types';
import { formatAmount } from '../../../lib/format-amount';
import { formatNumber } from '../../../lib/format-number';

type Total = components['schemas']['PaymentBatchTotal'];
type RowCounts = components['schemas']['PaymentBatchSummary']['row_counts'];

/** '1,250.00 GBP · 300.00 EUR' (amounts without fees). */
export const totalsText = (totals: readonly Pick<Total, 'amount' | 'currency'>[]) =>
  totals.map((t) => formatAmount(t.amount, t.currency, { withCode: true })).join(' · ') || '--';

/** '48 completed · 1 failed · 1 on its way', leaving out the zeros ('50 rows' before anything happened). */
export function rowCountsText(counts: RowCounts, rowCount: number): string {
  const parts = [
    counts.completed > 0 ? `${formatNumber(counts.completed)} completed` : '',
    counts.failed > 0 ? `${formatNumber(counts.failed)} failed` : '',
    counts.in_progress > 0 && counts.in_progress < rowCount
      ? `${formatNumber(counts.in_progress)} on their way`
      : '',
  ].filter(Boolean);
  return parts.length > 0
    ? parts.join(' · ')
    : `${formatNumber(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}`;
}

/** '50 payments' */
export const paymentsCountText = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'payment' : 'payments'}`;
