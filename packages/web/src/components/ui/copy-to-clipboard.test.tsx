import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toast from '../../lib/toast';
import { renderUi } from '../../testing/render';
import { CopyToClipboard } from './copy-to-clipboard';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyToClipboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it("copies and shows the info toast 'Copied to clipboard'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const info = vi.spyOn(toast, 'toastInfo').mockReturnValue(1);
    // user-event installs its own clipboard stub at setup, so mock after rendering.
    const { user } = renderUi(<CopyToClipboard text="pay_123" label="payment reference" />);
    mockClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy payment reference' }));
    expect(writeText).toHaveBeenCalledWith('pay_123');
    await waitFor(() => expect(info).toHaveBeenCalledWith('Copied to clipboard'));
  });

  it("shows 'Failed to clipboard: ' with the reason as an error toast and an alert", async () => {
    const error = vi.spyOn(toast, 'toastError').mockReturnValue(1);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderUi(<CopyToClipboard text="x" />);
    mockClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to clipboard: denied'));
    expect(alert).toHaveBeenCalledWith('Failed to clipboard: denied');
  });
});
