import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastDeferredLoadFailure } from './deferred-load-failure';
import * as toast from './toast';

afterEach(() => vi.restoreAllMocks());

describe('toastDeferredLoadFailure', () => {
  it("says 'Loading chunk {id} failed' with the cause, as a screen's failed chunk does (rule NAV-08)", () => {
    const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
    const failed = () =>
      new TypeError(
        'Failed to fetch dynamically imported module: https://bank.test/assets/modal-dialog-C1j.js',
      );
    toastDeferredLoadFailure(failed());
    const text =
      'Loading chunk modal-dialog-C1j failed (error: https://bank.test/assets/modal-dialog-C1j.js). Check your connection and try again.';
    expect(errors).toHaveBeenCalledWith(text, { toastId: `deferred-load:${text}` });
    // Several selects failing on the same chunk raise the same toast id: react-toastify shows it once.
    toastDeferredLoadFailure(failed());
    expect(errors.mock.calls[1]).toEqual(errors.mock.calls[0]);
  });

  it('shows any other error as its text', () => {
    const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
    toastDeferredLoadFailure(new Error('Out of memory'));
    expect(errors).toHaveBeenCalledWith('Out of memory', { toastId: 'deferred-load:Out of memory' });
  });
});
