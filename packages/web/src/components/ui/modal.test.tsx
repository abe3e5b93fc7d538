import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { Modal } from './modal';

describe('Modal', () => {
  it("renders in a portal with default buttons 'Cancel' and 'Ok'", async () => {
    const { container } = renderUi(
      <Modal open onClose={() => {}} title="Edit recipient">
        Body
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipient' });
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });

  it('calls onClose on an overlay click but not on a click inside', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <Modal open onClose={onClose} title="T">
        <p>Inside text</p>
      </Modal>,
    );
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Inside text'));
    expect(onClose).not.toHaveBeenCalled();
    // The dialog library sets pointer-events: none outside the content; a real click still lands
    // on the document, which is what its outside-interaction detection listens to.
    const raw = userEvent.setup({ pointerEventsCheck: 0 });
    await raw.click(screen.getByTestId('modal-positioner'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('hides the page behind from assistive technology while open, and says it is modal', async () => {
    const { container, rerender } = renderUi(
      <>
        <p>Behind</p>
        <Modal open onClose={() => {}} title="Add recipient" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add recipient' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'));
    expect(dialog.closest('[aria-hidden="true"]')).toBeNull();

    rerender(
      <>
        <p>Behind</p>
        <Modal open={false} onClose={() => {}} title="Add recipient" />
      </>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container).not.toHaveAttribute('aria-hidden');
  });

  it('stays open when a toast over it is clicked', async () => {
    const onClose = vi.fn();
    renderUi(
      <>
        <div className="Toastify__toast-container Toastify__toast-container--top-right">
          <button type="button">Close toast</button>
        </div>
        <Modal open onClose={onClose} title="Add recipient" />
      </>,
    );
    await screen.findByRole('dialog');
    const raw = userEvent.setup({ pointerEventsCheck: 0 });
    await raw.click(screen.getByRole('button', { name: 'Close toast', hidden: true }));
    await raw.click(screen.getByTestId('modal-positioner'));
    // Only the click on the overlay closed it.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<Modal open onClose={onClose} title="T" />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('runs onOk and the Cancel button closes', async () => {
    const onOk = vi.fn();
    const onClose = vi.fn();
    const { user } = renderUi(
      <Modal open onClose={onClose} onOk={onOk} title="T" okText="Save" cancelText="Back" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('places side panels right by default, dialogs in the centre, and content left on request', async () => {
    const justify = () => getComputedStyle(screen.getByTestId('modal-positioner')).justifyContent;
    const { rerender } = renderUi(<Modal open onClose={() => {}} title="Panel" />);
    await screen.findByRole('dialog');
    expect(justify()).toBe('flex-end');
    rerender(<Modal open onClose={() => {}} title="Dialog" type="other" />);
    await screen.findByRole('dialog', { name: 'Dialog' });
    expect(justify()).toBe('center');
    rerender(<Modal open onClose={() => {}} title="Left" position="left" />);
    await screen.findByRole('dialog', { name: 'Left' });
    expect(justify()).toBe('flex-start');
  });

  it('moves focus into the dialog', async () => {
    renderUi(<Modal open onClose={() => {}} title="Focus" />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('a side panel is at most 550px wide and 94% of the viewport tall', async () => {
    renderUi(<Modal open onClose={() => {}} title="Panel" />);
    const style = getComputedStyle(await screen.findByRole('dialog'));
    expect(style.maxWidth).toBe('550px');
    expect(style.height).toBe('94vh');
    expect(style.maxHeight).toBe('94vh');
  });

  it('a dialog is at most 550px wide, at least 200px and at most 94% of the viewport tall', async () => {
    renderUi(<Modal open onClose={() => {}} title="Dialog" type="other" />);
    const style = getComputedStyle(await screen.findByRole('dialog'));
    expect(style.maxWidth).toBe('550px');
    expect(style.minHeight).toBe('200px');
    expect(style.maxHeight).toBe('94vh');
    expect(style.height).not.toBe('94vh');
  });

  it('sits on stacking level 13 over a black overlay at 65%', async () => {
    renderUi(<Modal open onClose={() => {}} title="T" />);
    await screen.findByRole('dialog');
    const overlay = getComputedStyle(screen.getByTestId('modal-overlay'));
    expect(overlay.backgroundColor).toBe('rgba(0, 0, 0, 0.65)');
    expect(overlay.zIndex).toBe('13');
    expect(getComputedStyle(screen.getByTestId('modal-positioner')).zIndex).toBe('13');
  });

  it('renders nothing when closed', () => {
    renderUi(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal before its dialog code has loaded', () => {
  it('draws nothing while closed and opens once the code has arrived', async () => {
    vi.resetModules();
    // A fresh copy: the dialog's chunk not loaded yet, as on a screen's first paint.
    const fresh = await import('./modal');
    const { renderUi: renderFresh } = await import('../../testing/render');
    const closed = renderFresh(<fresh.Modal open={false} onClose={() => {}} title="Share details" />);
    expect(closed.container).toBeEmptyDOMElement();
    expect(fresh.modalDialogModule.loaded()).toBeNull();
    closed.rerender(<fresh.Modal open onClose={() => {}} title="Share details" />);
    expect(await screen.findByRole('dialog', { name: 'Share details' })).toBeInTheDocument();
    expect(fresh.modalDialogModule.loaded()).not.toBeNull();
  });
});

describe('Modal whose dialog code cannot be loaded', () => {
  it('says so in a toast and counts as closed, so opening again tries again', async () => {
    vi.resetModules();
    vi.doMock('./modal-dialog', () => {
      throw new Error(
        'Failed to fetch dynamically imported module: https://bank.test/assets/modal-dialog-C1j.js',
      );
    });
    try {
      const fresh = await import('./modal');
      const toast = await import('../../lib/toast');
      const errors = vi.spyOn(toast, 'toastError').mockReturnValue('toast-1');
      const { renderUi: renderFresh } = await import('../../testing/render');
      const onClose = vi.fn();
      renderFresh(<fresh.Modal open onClose={onClose} title="Share details" />);
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      // The text is lib/deferred-load-failure's (its own test); vitest wraps the import's error.
      expect(errors).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.doUnmock('./modal-dialog');
    }
  });
});
