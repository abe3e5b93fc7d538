import type { components } from '@portal/api-types';
import { bankDetailsSummary } from '../../../domains/recipients/recipient-form/recipient-form-model';

type Payment = components['schemas']['Payment'];
type Recipient = components['schemas']['Recipient'];

/**
 * What "Repeat this payment" puts in a new draft: the same recipient (as the bank holds it now, with its
 * current payee check), reason, reference, bank account, currency and amount; the date is the user's to choose
 * again (today by default), so nothing is sent before they review it.
 */
export function repeatDraft(payment: Payment, recipient: Recipient) {
  return {
    recipient: {
      ref: recipient.ref,
      name: recipient.name,
      currency: recipient.currency,
      summary: bankDetailsSummary(recipient.bank_details),
      verification: recipient.verification ?? null,
    },
    reason: { reasonCode: payment.reason_code, reference: payment.reference },
    amount: {
      bankAccountRef: payment.bank_account_ref,
      currency: payment.currency,
      amount: payment.amount,
      executionDate: null,
    },
  };
}
