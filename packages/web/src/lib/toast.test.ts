import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  loadToasts,
  toastContainerMounted,
  toastError,
  toastInfo,
  toastOptions,
  toastSuccess,
} from './toast';

describe('toastOptions', () => {
  it('carries the settings of rule UI-22', () => {
    expect(toastOptions).toMatchObject({
      position: 'top-right',
      autoClose: 5000,
      closeOnClick: true,
      draggable: true,
      pauseOnHover: true,
      theme: 'light',
    });
  });
  it('uses Alt+T as the hotkey', () => {
    expect(toastOptions.hotKeys(new KeyboardEvent('keydown', { altKey: true, code: 'KeyT' }))).toBe(true);
    expect(toastOptions.hotKeys(new KeyboardEvent('keydown', { code: 'KeyT' }))).toBe(false);
  });
});

describe('toast helpers', () => {
  afterEach(() => vi.restoreAllMocks());
  it('call react-toastify with the matching type, under an id chosen up front', async () => {
    await loadToasts();
    const unmount = toastContainerMounted();
    const error = vi.spyOn(toast, 'error').mockReturnValue('e');
    const info = vi.spyOn(toast, 'info').mockReturnValue('i');
    const success = vi.spyOn(toast, 'success').mockReturnValue('s');
    const errorId = toastError('bad');
    const infoId = toastInfo('fyi', { autoClose: 10_000 });
    expect(toastSuccess('yay', { toastId: 'mine' })).toBe('mine');
    expect(error).toHaveBeenCalledWith('bad', { toastId: errorId });
    expect(info).toHaveBeenCalledWith('fyi', { autoClose: 10_000, toastId: infoId });
    expect(success).toHaveBeenCalledWith('yay', { toastId: 'mine' });
    expect(errorId).not.toBe(infoId);
    unmount();
  });

  it('hold a toast until its container is there, and drop it when dismissed before', async () => {
    const { toast } = await loadToasts();
    const info = vi.spyOn(toast, 'info').mockReturnValue('i');
    const waiting = toastInfo('for the header', { containerId: 'header' });
    const dismissed = toastInfo('gone before', { containerId: 'header' });
    await Promise.resolve();
    expect(info).not.toHaveBeenCalled();
    // The main container being there does not release a toast meant for the header's.
    const unmountMain = toastContainerMounted();
    expect(info).not.toHaveBeenCalled();
    dismissToast(dismissed);
    const unmountHeader = toastContainerMounted('header');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('for the header', { containerId: 'header', toastId: waiting });
    unmountHeader();
    unmountMain();
  });
});
