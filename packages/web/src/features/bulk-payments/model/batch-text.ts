import { plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { formatAmount } from '../../../lib/format-amount';
import { formatNumber } from '../../../lib/format-number';

type Total = components['schemas']['PaymentBatchTotal'];
type RowCounts = components['schemas']['PaymentBatchSummary']['row_counts'];

/** '1,250.00 GBP · 300.00 EUR' (amounts without fees). */
export const totalsText = (totals: readonly Pick<Total, 'amount' | 'currency'>[]) =>
  totals.map((t) => formatAmount(t.amount, t.currency, { withCode: true })).join(' · ') || '--';

/**
 * '48 completed · 1 failed · 1 on their way', leaving out the zeros; '50 rows' while no payment is made yet
 * (awaiting approval, rejected, expired).
 */
export function rowCountsText(counts: RowCounts, rowCount: number, status: string): string {
  if (status === 'awaiting_approval' || status === 'rejected' || status === 'expired') {
    const rows = formatNumber(rowCount);
    return plural(rowCount, { one: `${rows} row`, other: `${rows} rows` });
  }
  const completed = formatNumber(counts.completed);
  const failed = formatNumber(counts.failed);
  const inProgress = formatNumber(counts.in_progress);
  return [
    counts.completed > 0 ? t`${completed} completed` : '',
    counts.failed > 0 ? t`${failed} failed` : '',
    counts.in_progress > 0 ? t`${inProgress} on their way` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** '2,173.50 GBP (2,170.00 + 3.50 fees)', or '2,173.00 GBP, no fee'. */
export function totalWithFeesText(total: Pick<Total, 'amount' | 'fee' | 'total' | 'currency'>): string {
  const sum = formatAmount(total.total, total.currency, { withCode: true });
  if (!/[1-9]/.test(total.fee)) return t`${sum}, no fee`;
  const amount = formatAmount(total.amount, total.currency);
  const fee = formatAmount(total.fee, total.currency);
  return t`${sum} (${amount} + ${fee} fees)`;
}

/** '50 payments' */
export const paymentsCountText = (count: number) => {
  const payments = formatNumber(count);
  return plural(count, { one: `${payments} payment`, other: `${payments} payments` });
};
