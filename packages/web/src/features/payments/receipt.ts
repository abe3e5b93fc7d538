import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { accountDetailsGroups } from '../../domains/accounts/account-details';
import { addDecimal } from '../../lib/decimal';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatStatus } from '../../lib/format-status';
import type { Sheet } from '../../lib/pdf-sheet';
import { payeeRows } from './payee-rows';

type Payment = components['schemas']['Payment'];
type Recipient = components['schemas']['Recipient'];
type BankAccount = components['schemas']['BankAccount'];

export interface ReceiptInput {
  payment: Payment;
  /** The payee as the bank holds it now (its bank details); null when it could not be loaded. */
  recipient: Recipient | null;
  /** The paying bank account from the session; undefined when the user no longer sees it. */
  payer: BankAccount | undefined;
  /** The reason's label (the code itself when the label is unknown). */
  reasonText: string;
  /** The payee's country by name, when the bank's country list is at hand. */
  countryName?: string;
}

const FINISHED = new Set(['completed', 'settled']);

/** 'partially_failed' → 'Partially failed'. */
function statusLabel(status: string): string {
  const text = formatStatus(status);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What was paid in total: amount plus fee when both are in the payment's currency. */
export function receiptTotal(payment: Payment): string {
  const withCode = (value: string, currency: string) => formatAmount(value, currency, { withCode: true });
  if (payment.fee_currency === payment.currency)
    return withCode(addDecimal(payment.amount, payment.fee), payment.currency);
  return `${withCode(payment.amount, payment.currency)} + ${withCode(payment.fee, payment.fee_currency)}`;
}

function payerRows(payment: Payment, payer: BankAccount | undefined): [string, string][] {
  if (!payer) return [[t`Bank account`, payment.bank_account_ref]];
  const rows: [string, string][] = [
    [t`Name`, payer.holder_name],
    [t`Bank account`, payer.name],
    [t`Bank`, payer.bank.name],
  ];
  const group = accountDetailsGroups(payer, true).find((g) => g.currency === payment.currency);
  for (const field of group?.fields ?? []) rows.push([field.label, field.shown]);
  return rows;
}

/** The one-page confirmation of a payment: what, from whom, to whom, when, and its status. */
export function receiptSheet(
  { payment, recipient, payer, reasonText, countryName }: ReceiptInput,
  generatedAt: string,
): Sheet {
  const finishedAt = [...payment.timeline].reverse().find((entry) => FINISHED.has(entry.status))?.at;
  const dates: [string, string][] = [
    [t`Payment date`, formatDate(payment.execution_date)],
    [t`Created`, formatDateTime(payment.created_at)],
  ];
  if (finishedAt) dates.push([t`Completed`, formatDateTime(finishedAt)]);
  dates.push([t`Last update`, formatDateTime(payment.updated_at)]);
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  const recipientName = payment.recipient_name;
  const status = statusLabel(payment.status);
  return {
    title: t`Payment receipt`,
    subtitle: [t`${amount} to ${recipientName}`, t`Status: ${status}`],
    sections: [
      {
        heading: t`Payment`,
        rows: [
          [t`Payment ref`, payment.ref],
          [t`Status`, status],
          [t`Amount`, amount],
          [t`Fee`, formatFee(payment.fee, payment.fee_currency)],
          [t`Total`, receiptTotal(payment)],
          [t`Reason`, reasonText],
          [t`Reference`, payment.reference],
        ],
      },
      { heading: t`From (payer)`, rows: payerRows(payment, payer) },
      { heading: t`To (payee)`, rows: payeeRows(payment, recipient, countryName) },
      { heading: t`Dates`, rows: dates },
    ],
    footer: t`Generated on ${generatedAt} by the business portal; it shows the payment as the bank held it then.`,
  };
}

/** 'payment-pay_123.pdf'. */
export const receiptFileName = (payment: Pick<Payment, 'ref'>): string => `payment-${payment.ref}.pdf`;
