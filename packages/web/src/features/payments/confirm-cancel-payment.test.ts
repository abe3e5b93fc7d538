import type { components } from '@portal/api-types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeConfirmDialog, useConfirmDialogStore } from '../../components/ui/confirm-dialog-store';
import { formatAmount } from '../../lib/format-amount';
import { toastError, toastSuccess } from '../../lib/toast';
import { confirmCancelPayment } from './confirm-cancel-payment';

vi.mock('../../lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const payment = {
  ref: 'pay_1',
  bank_account_ref: 'ba_1',
  recipient_name: 'Acme Ltd',
  amount: '1250.50',
  currency: 'GBP',
} as components['schemas']['Payment'];

describe('confirmCancelPayment', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    closeConfirmDialog();
  });

  it('asks first, naming the amount and the recipient, and cancels nothing yet', () => {
    const cancel = vi.fn(async () => ({}));
    confirmCancelPayment(payment, cancel);
    const dialog = useConfirmDialogStore.getState();
    expect(dialog).toMatchObject({
      open: true,
      title: 'Cancel payment',
      message: `Cancel the scheduled payment of ${formatAmount('1250.50', 'GBP', { withCode: true })} to Acme Ltd?`,
      okText: 'Yes, cancel it',
      cancelText: 'No, keep it',
    });
    expect(cancel).not.toHaveBeenCalled();
  });

  it('on yes, cancels that payment of that bank account and says so', async () => {
    const cancel = vi.fn(async () => ({}));
    confirmCancelPayment(payment, cancel);
    await useConfirmDialogStore.getState().action?.();
    expect(cancel).toHaveBeenCalledWith({ bankAccount: 'ba_1', payment: 'pay_1' });
    expect(toastSuccess).toHaveBeenCalledWith('Payment cancelled.');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the bank’s refusal when the cancel fails', async () => {
    confirmCancelPayment(payment, async () => {
      throw new Error('The payment can no longer be cancelled.');
    });
    await useConfirmDialogStore.getState().action?.();
    expect(toastError).toHaveBeenCalledWith('The payment can no longer be cancelled.');
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
