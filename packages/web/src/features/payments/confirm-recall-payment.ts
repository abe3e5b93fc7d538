import { type components, getErrorText } from '@portal/api-types';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { formatAmount } from '../../lib/format-amount';
import { toastError, toastSuccess } from '../../lib/toast';
import type { CancelPayment } from './confirm-cancel-payment';

type Payment = components['schemas']['Payment'];

/** Asks before recalling a payment awaiting approval; on yes, recalls it and says how that went. */
export function confirmRecallPayment(payment: Payment, recall: CancelPayment): void {
  openConfirmDialog({
    title: 'Recall payment',
    message: `Recall the payment of ${formatAmount(payment.amount, payment.currency, { withCode: true })} to ${payment.recipient_name}? It will not be sent, and nobody can approve it any more.`,
    okText: 'Yes, recall it',
    cancelText: 'No, keep it',
    action: async () => {
      try {
        await recall({ bankAccount: payment.bank_account_ref, payment: payment.ref });
        toastSuccess('Payment recalled.');
      } catch (error) {
        toastError(getErrorText(error));
      }
    },
  });
}
