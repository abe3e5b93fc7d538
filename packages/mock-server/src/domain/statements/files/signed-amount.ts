import { formatMinor } from '../../bank/index.js';
import type { StatementEntry } from '../statement-document.js';

/** The entry's amount as the account sees it: credits positive, debits negative (minor units). */
export function signedMinor(entry: StatementEntry): bigint {
  return entry.direction === 'debit' ? -entry.amount : entry.amount;
}

/** '-1250.05', '3000' (JPY): a signed decimal in the currency's minor units, straight from bigint. */
export function signedAmount(entry: StatementEntry, currency: string): string {
  return formatMinor(signedMinor(entry), currency);
}
