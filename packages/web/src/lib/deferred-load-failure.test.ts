import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastDeferredLoadFailure } from './deferred-load-failure';
import * as toast from './toast';

afterEach(() => vi.restoreAllMocks());

describe('toastDeferredLoadFailure', () => {
  it("says 'Loading chunk {id} failed' with the cause, as a screen's failed chunk does (rule NAV-08)", () => {
    const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
    toastDeferredLoadFailure(
      new TypeError(
        'Failed to fetch dynamically imported module: https://bank.test/assets/modal-dialog-C1j.js',
      ),
    );
    expect(errors).toHaveBeenCalledWith(
      'Loading chunk modal-dialog-C1j failed (error: https://bank.test/assets/modal-dialog-C1j.js). Check your connection and try again.',
    );
  });

  it('shows any other error as its text', () => {
    const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
    toastDeferredLoadFailure(new Error('Out of memory'));
    expect(errors).toHaveBeenCalledWith('Out of memory');
  });
});
