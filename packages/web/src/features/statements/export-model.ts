import { plural, t } from '@lingui/core/macro';
import type { TransactionExport } from '../../domains/statements/transaction-exports';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';

/** An export's period, first and last day: '01 Jan, 2026 – 30 Nov, 2026'. */
export const exportPeriodText = (exported: Pick<TransactionExport, 'from' | 'to'>): string =>
  `${formatDate(exported.from)} – ${formatDate(exported.to)}`;

/** The bank accounts an export covers: 'All accounts' when it is every one of the organization's, else their names. */
export function exportAccountsText(
  exported: Pick<TransactionExport, 'bank_accounts'>,
  bankAccounts: ReadonlyArray<{ ref: string; name: string }>,
): string {
  const covered = exported.bank_accounts;
  if (bankAccounts.length > 0 && bankAccounts.every((b) => covered.includes(b.ref))) return t`All accounts`;
  return covered.map((ref) => bankAccounts.find((b) => b.ref === ref)?.name ?? '—').join(', ');
}

/** The currencies an export covers: 'All currencies', or their codes. */
export const exportCurrenciesText = (exported: Pick<TransactionExport, 'currencies'>): string =>
  exported.currencies.length === 0 ? t`All currencies` : exported.currencies.join(', ');

/** How many transactions an export holds: '1 transaction', '12,345 transactions'. */
export function exportRowsText(exported: Pick<TransactionExport, 'row_count'>): string {
  const count = formatNumber(exported.row_count);
  return plural(exported.row_count, { one: `${count} transaction`, other: `${count} transactions` });
}

/** Money in and out of each currency over the period: 'GBP: in 1,200.00, out 950.00'. */
export const exportTotalsLines = (exported: Pick<TransactionExport, 'totals'>): string[] =>
  exported.totals.map((total) => {
    const currency = total.currency;
    const moneyIn = formatAmount(total.total_in, currency);
    const moneyOut = formatAmount(total.total_out, currency);
    return t`${currency}: in ${moneyIn}, out ${moneyOut}`;
  });
