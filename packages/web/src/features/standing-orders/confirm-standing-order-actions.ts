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

const DONE: Record<StandingOrderAction, string> = {
  'skip-next': 'The next payment will be skipped.',
  pause: 'Standing order paused.',
  resume: 'Standing order resumed.',
  cancel: 'Standing order cancelled.',
};

/** Runs an action and says how it went (a toast). */
export async function runAction(
  so: StandingOrder,
  action: StandingOrderAction,
  run: RunAction,
): Promise<void> {
  try {
    await run({ standingOrder: so.ref, action });
    toastSuccess(DONE[action]);
  } catch (error) {
    toastError(getErrorText(error));
  }
}

/** Asks before cancelling: no further payment is made (payments already made stay). */
export function confirmCancelStandingOrder(so: StandingOrder, run: RunAction): void {
  openConfirmDialog({
    title: 'Cancel standing order',
    message: `Cancel the standing order of ${formatAmount(so.amount, so.currency, { withCode: true })} to ${so.recipient_name}? No further payment will be made; payments already made stay as they are.`,
    okText: 'Yes, cancel it',
    cancelText: 'No, keep it',
    action: () => runAction(so, 'cancel', run),
  });
}

/** Asks before skipping the next payment, naming its date. */
export function confirmSkipNext(so: StandingOrder, run: RunAction): void {
  const next = so.next_dates[0];
  openConfirmDialog({
    title: 'Skip the next payment',
    message: `Skip the payment of ${formatAmount(so.amount, so.currency, { withCode: true })} to ${so.recipient_name} on ${next ? formatDate(next) : 'its next date'}? The payments after it are made as planned.`,
    okText: 'Skip it',
    cancelText: 'Keep it',
    action: () => runAction(so, 'skip-next', run),
  });
}
