import { t } from '@lingui/core/macro';
import { type components, getErrorText } from '@portal/api-types';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { formatAmount } from '../../lib/format-amount';
import { toastError, toastSuccess } from '../../lib/toast';

type Payment = components['schemas']['Payment'];
export type CancelPayment = (target: { bankAccount: string; payment: string }) => Promise<unknown>;

/** Asks before cancelling a scheduled payment; on yes, cancels it and says how that went. */
export function confirmCancelPayment(payment: Payment, cancel: CancelPayment): void {
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  const recipient = payment.recipient_name;
  openConfirmDialog({
    title: t`Cancel payment`,
    message: t`Cancel the scheduled payment of ${amount} to ${recipient}?`,
    okText: t`Yes, cancel it`,
    cancelText: t`No, keep it`,
    action: async () => {
      try {
        await cancel({ bankAccount: payment.bank_account_ref, payment: payment.ref });
        toastSuccess(t`Payment cancelled.`);
      } catch (error) {
        toastError(getErrorText(error));
      }
    },
  });
}
