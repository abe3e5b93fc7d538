import { type CsvColumn, toCsv } from '../../lib/csv';
import { formatTransactionType, type Transaction } from './transaction-filters';

const COLUMNS: CsvColumn<Transaction>[] = [
  { header: 'Reference', value: 'ref' },
  { header: 'Booked at', value: 'booked_at' },
  { header: 'Value date', value: 'value_date' },
  { header: 'Bank account', value: 'bank_account_ref' },
  { header: 'Type', value: (t) => formatTransactionType(t.type) },
  { header: 'Description', value: 'description' },
  { header: 'Counterparty', value: (t) => t.counterparty_name ?? '' },
  { header: 'Direction', value: 'direction' },
  // The amount column is a number in the sheet: a leading minus would be "neutralised", so the sign
  // lives in the Direction column and the amount stays positive.
  { header: 'Amount', value: 'amount' },
  { header: 'Currency', value: 'currency' },
  { header: 'Balance after', value: 'balance_after' },
  { header: 'Status', value: 'status' },
  { header: 'Payment', value: (t) => t.payment_ref ?? '' },
  { header: 'FX trade', value: (t) => t.fx_trade_ref ?? '' },
];

/** CSV of transactions; every cell is neutralised against formula injection (lib/csv). */
export function transactionsToCsv(rows: ReadonlyArray<Transaction>): string {
  return toCsv(rows, COLUMNS);
}

export function transactionsCsvFileName(accountRef: string, today: string): string {
  return `transactions-${accountRef}-${today}.csv`;
}
