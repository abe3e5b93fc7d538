import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, loadToasts, toastError, toastSuccess } from '../lib/toast';
import { useWindowSizeStore } from '../stores/window-size-store';
import { renderUi } from '../testing/render';
import { ToastHost } from './toast-host';

// The first test is about the moment before react-toastify loads (once per file): it stays first.
describe('ToastHost', () => {
  it('draws nothing at first, then shows the toasts raised before react-toastify loaded, and later ones', async () => {
    const early = toastError('Your session has expired. Please log in again.');
    const { container } = renderUi(<ToastHost />);
    // First paint: no toast container yet (the library loads just after).
    expect(container.querySelector('.Toastify')).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    act(() => void toastSuccess('Recipient saved.'));
    expect(await screen.findByText('Recipient saved.')).toBeInTheDocument();
    // The id returned before the library loaded still names the toast.
    const { toast } = await loadToasts();
    expect(toast.isActive(early)).toBe(true);
    act(() => dismissToast(early));
    await waitFor(() => expect(toast.isActive(early)).toBe(false));
  });

  it('floats a toast as an inset card on a phone, not as a band over the page', async () => {
    useWindowSizeStore.getState().setCurrentWindowWidth(390);
    renderUi(<ToastHost />);
    act(() => void toastSuccess('Copied to clipboard'));
    const toast = (await screen.findByText('Copied to clipboard')).closest<HTMLElement>('.Toastify__toast');
    expect(toast?.style.borderRadius).toBe('8px');
    expect(toast?.closest<HTMLElement>('.Toastify__toast-container')?.style.paddingInline).toBe('8px');
  });
});
