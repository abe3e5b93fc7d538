import { t } from '@lingui/core/macro';
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
    { header: t`Payment`, value: 'ref' },
    { header: t`Bank account`, value: (p) => bankAccountName(p.bank_account_ref) },
    { header: t`Created at`, value: 'created_at' },
    { header: t`Execution date`, value: 'execution_date' },
    { header: t`Recipient`, value: 'recipient_name' },
    { header: t`Reference`, value: 'reference' },
    { header: t`Reason`, value: 'reason_code' },
    // Decimal strings as the bank sent them: never through a float.
    { header: t`Amount`, value: 'amount' },
    { header: t`Currency`, value: 'currency' },
    { header: t`Fee`, value: 'fee' },
    { header: t`Fee currency`, value: 'fee_currency' },
    { header: t`Status`, value: (p) => formatStatus(p.status) },
  ]);
}
