import { t } from '@lingui/core/macro';
import { type components, getErrorText } from '@portal/api-types';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { formatAmount } from '../../lib/format-amount';
import { toastError, toastSuccess } from '../../lib/toast';
import type { CancelPayment } from './confirm-cancel-payment';

type Payment = components['schemas']['Payment'];

/** Asks before recalling a payment awaiting approval; on yes, recalls it and says how that went. */
export function confirmRecallPayment(payment: Payment, recall: CancelPayment): void {
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  const recipient = payment.recipient_name;
  openConfirmDialog({
    title: t`Recall payment`,
    message: t`Recall the payment of ${amount} to ${recipient}? It will not be sent, and nobody can approve it any more.`,
    okText: t`Yes, recall it`,
    cancelText: t`No, keep it`,
    action: async () => {
      try {
        await recall({ bankAccount: payment.bank_account_ref, payment: payment.ref });
        toastSuccess(t`Payment recalled.`);
      } catch (error) {
        toastError(getErrorText(error));
      }
    },
  });
}
