import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastError, toastInfo, toastOptions, toastSuccess } from './toast';

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
  it('call react-toastify with the matching type', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('e');
    const info = vi.spyOn(toast, 'info').mockReturnValue('i');
    const success = vi.spyOn(toast, 'success').mockReturnValue('s');
    expect(toastError('bad')).toBe('e');
    expect(toastInfo('fyi')).toBe('i');
    expect(toastSuccess('yay')).toBe('s');
    expect(error).toHaveBeenCalledWith('bad', undefined);
    expect(info).toHaveBeenCalledWith('fyi', undefined);
    expect(success).toHaveBeenCalledWith('yay', undefined);
  });
});
