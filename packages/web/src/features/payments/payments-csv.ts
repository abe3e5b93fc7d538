import type { components } from '@portal/api-types';
import { toCsv } from '../../lib/csv';
import { formatStatus } from '../../lib/format-status';

type Payment = components['schemas']['Payment'];

/**
 * The filtered payments as CSV; cells a spreadsheet would run as formulas are neutralised by toCsv. The bank
 * account is named as the list names it (the ref without a name given).
 */
export function paymentsToCsv(
  rows: ReadonlyArray<Payment>,
  bankAccountName: (ref: string) => string = (ref) => ref,
): string {
  return toCsv(rows, [
    { header: 'Payment', value: 'ref' },
    { header: 'Bank account', value: (p) => bankAccountName(p.bank_account_ref) },
    { header: 'Created at', value: 'created_at' },
    { header: 'Execution date', value: 'execution_date' },
    { header: 'Recipient', value: 'recipient_name' },
    { header: 'Reference', value: 'reference' },
    { header: 'Reason', value: 'reason_code' },
    // Decimal strings as the bank sent them: never through a float.
    { header: 'Amount', value: 'amount' },
    { header: 'Currency', value: 'currency' },
    { header: 'Fee', value: 'fee' },
    { header: 'Fee currency', value: 'fee_currency' },
    { header: 'Status', value: (p) => formatStatus(p.status) },
  ]);
}
