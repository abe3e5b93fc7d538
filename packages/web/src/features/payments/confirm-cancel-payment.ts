import { type components, getErrorText } from '@portal/api-types';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { formatAmount } from '../../lib/format-amount';
import { toastError, toastSuccess } from '../../lib/toast';

type Payment = components['schemas']['Payment'];
export type CancelPayment = (target: { bankAccount: string; payment: string }) => Promise<unknown>;

/** Asks before cancelling a scheduled payment; on yes, cancels it and says how that went. */
export function confirmCancelPayment(payment: Payment, cancel: CancelPayment): void {
  openConfirmDialog({
    title: 'Cancel payment',
    message: `Cancel the scheduled payment of ${formatAmount(payment.amount, payment.currency, { withCode: true })} to ${payment.recipient_name}?`,
    okText: 'Yes, cancel it',
    cancelText: 'No, keep it',
    action: async () => {
      try {
        await cancel({ bankAccount: payment.bank_account_ref, payment: payment.ref });
        toastSuccess('Payment cancelled.');
      } catch (error) {
        toastError(getErrorText(error));
      }
    },
  });
}
