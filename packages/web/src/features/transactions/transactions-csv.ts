import { t } from '@lingui/core/macro';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { formatTransactionType, type Transaction } from './transaction-filters';

/** The columns, headed in the reader's language (a sheet for people, not a file format read back). */
const columns = (): CsvColumn<Transaction>[] => [
  { header: t`Reference`, value: 'ref' },
  { header: t`Booked at`, value: 'booked_at' },
  { header: t`Value date`, value: 'value_date' },
  { header: t`Bank account`, value: 'bank_account_ref' },
  { header: t`Type`, value: (row) => formatTransactionType(row.type) },
  { header: t`Description`, value: 'description' },
  { header: t`Counterparty`, value: (row) => row.counterparty_name ?? '' },
  { header: t`Direction`, value: 'direction' },
  // The amount column is a number in the sheet: a leading minus would be "neutralised", so the sign
  // lives in the Direction column and the amount stays positive.
  { header: t`Amount`, value: 'amount' },
  { header: t`Currency`, value: 'currency' },
  { header: t`Balance after`, value: 'balance_after' },
  { header: t`Status`, value: 'status' },
  { header: t`Payment`, value: (row) => row.payment_ref ?? '' },
  { header: t`FX trade`, value: (row) => row.fx_trade_ref ?? '' },
];

/** CSV of transactions; every cell is neutralised against formula injection (lib/csv). */
export function transactionsToCsv(rows: ReadonlyArray<Transaction>): string {
  return toCsv(rows, columns());
}

export function transactionsCsvFileName(accountRef: string, today: string): string {
  return `transactions-${accountRef}-${today}.csv`;
}
