import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { ConfirmDialog } from './confirm-dialog';
import { CONFIRM_DIALOG_DEFAULTS, openConfirmDialog, useConfirmDialogStore } from './confirm-dialog-store';

describe('useConfirmDialogStore', () => {
  beforeEach(() => useConfirmDialogStore.getState().closeConfirmDialog());

  it('starts closed; opening brings the defaults of rule UI-07', () => {
    expect(useConfirmDialogStore.getState()).toMatchObject({ open: false, message: '', action: null });
    openConfirmDialog({});
    expect(useConfirmDialogStore.getState()).toMatchObject({
      open: true,
      title: 'Confirm Action',
      message: '',
      okText: 'Yes, continue',
      cancelText: 'No, cancel',
      actionBtnType: 'danger',
      action: null,
    });
  });

  it('opens with supplied values and keeps defaults for the rest', () => {
    openConfirmDialog({ message: 'Delete?', okText: 'Delete' });
    const s = useConfirmDialogStore.getState();
    expect(s).toMatchObject({ open: true, title: 'Confirm Action', message: 'Delete?', okText: 'Delete' });
  });

  it('resets every field to its default on close', () => {
    openConfirmDialog({
      title: 'X',
      message: 'Y',
      okText: 'A',
      cancelText: 'B',
      actionBtnType: 'primary',
      action: () => {},
    });
    useConfirmDialogStore.getState().closeConfirmDialog();
    const { openConfirmDialog: _o, closeConfirmDialog: _c, ...fields } = useConfirmDialogStore.getState();
    expect(fields).toEqual(CONFIRM_DIALOG_DEFAULTS);
  });
});

describe('ConfirmDialog', () => {
  beforeEach(() => useConfirmDialogStore.getState().closeConfirmDialog());

  it('shows the texts and runs the action, then closes', async () => {
    const action = vi.fn();
    const { user } = renderUi(<ConfirmDialog />);
    act(() => openConfirmDialog({ message: 'Cancel this payment?', action }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Action' })).toHaveTextContent(
      'Cancel this payment?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(useConfirmDialogStore.getState().open).toBe(false));
  });

  it("closes without running the action on 'No, cancel'", async () => {
    const action = vi.fn();
    const { user } = renderUi(<ConfirmDialog />);
    act(() => openConfirmDialog({ message: 'Sure?', action }));
    await user.click(await screen.findByRole('button', { name: 'No, cancel' }));
    expect(action).not.toHaveBeenCalled();
    expect(useConfirmDialogStore.getState().open).toBe(false);
  });

  it('shows the confirm button loading while an async action runs', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderUi(<ConfirmDialog />);
    act(() => openConfirmDialog({ action }));
    const ok = await screen.findByRole('button', { name: 'Yes, continue' });
    await user.click(ok);
    await waitFor(() => expect(ok).toBeDisabled());
    await user.click(ok);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(useConfirmDialogStore.getState().open).toBe(false));
  });

  it('keeps the dialog open with the reason when the action fails, and forgets it on close', async () => {
    const action = vi.fn(() => Promise.reject(new Error('The owner cannot be removed.')));
    const { user } = renderUi(<ConfirmDialog />);
    act(() => openConfirmDialog({ message: 'Remove Ada?', action }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The owner cannot be removed.');
    expect(useConfirmDialogStore.getState().open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    act(() => openConfirmDialog({ message: 'Remove Mo?', action: () => {} }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Remove Mo?');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
