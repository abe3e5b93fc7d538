import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { accountFields } from '../../domains/accounts/account-details';

type Payment = components['schemas']['Payment'];
type Recipient = components['schemas']['Recipient'];

/**
 * Who a payment went to, as the receipt and the payment's page both show it: its name, a legal name that
 * differs, the country and the bank details. A deleted payee (no record) leaves its name only.
 */
export function payeeRows(
  payment: Pick<Payment, 'recipient_name'>,
  recipient: Recipient | null,
  countryName?: string,
): [string, string][] {
  const rows: [string, string][] = [[t`Name`, payment.recipient_name]];
  if (!recipient) return rows;
  if (recipient.legal_name && recipient.legal_name !== payment.recipient_name)
    rows.push([t`Legal name`, recipient.legal_name]);
  rows.push([t`Country`, countryName ?? recipient.country]);
  for (const field of accountFields(recipient.bank_details)) rows.push([field.label, field.shown]);
  return rows;
}
