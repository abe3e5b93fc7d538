import { t } from '@lingui/core/macro';
import { getErrorText } from '@portal/api-types';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { toastError, toastSuccess } from '../../lib/toast';
import type { StandingOrderAction } from './api/standing-order-mutations';
import type { StandingOrder } from './api/standing-orders';

export type RunAction = (input: {
  standingOrder: string;
  action: StandingOrderAction;
}) => Promise<StandingOrder>;

function doneText(action: StandingOrderAction): string {
  switch (action) {
    case 'skip-next':
      return t`The next payment will be skipped.`;
    case 'pause':
      return t`Standing order paused.`;
    case 'resume':
      return t`Standing order resumed.`;
    case 'cancel':
      return t`Standing order cancelled.`;
  }
}

/** Runs an action and says how it went (a toast). */
export async function runAction(
  so: StandingOrder,
  action: StandingOrderAction,
  run: RunAction,
): Promise<void> {
  try {
    await run({ standingOrder: so.ref, action });
    toastSuccess(doneText(action));
  } catch (error) {
    toastError(getErrorText(error));
  }
}

/** Asks before cancelling: no further payment is made (payments already made stay). */
export function confirmCancelStandingOrder(so: StandingOrder, run: RunAction): void {
  const amount = formatAmount(so.amount, so.currency, { withCode: true });
  const name = so.recipient_name;
  openConfirmDialog({
    title: t`Cancel standing order`,
    message: t`Cancel the standing order of ${amount} to ${name}? No further payment will be made; payments already made stay as they are.`,
    okText: t`Yes, cancel it`,
    cancelText: t`No, keep it`,
    action: () => runAction(so, 'cancel', run),
  });
}

/** Asks before skipping the next payment, naming its date. */
export function confirmSkipNext(so: StandingOrder, run: RunAction): void {
  const next = so.next_dates[0];
  const amount = formatAmount(so.amount, so.currency, { withCode: true });
  const name = so.recipient_name;
  const date = next ? formatDate(next) : '';
  openConfirmDialog({
    title: t`Skip the next payment`,
    message: next
      ? t`Skip the payment of ${amount} to ${name} on ${date}? The payments after it are made as planned.`
      : t`Skip the payment of ${amount} to ${name} on its next date? The payments after it are made as planned.`,
    okText: t`Skip it`,
    cancelText: t`Keep it`,
    action: () => runAction(so, 'skip-next', run),
  });
}
