import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { MODAL_MAX_WIDTH, MODAL_OVERLAY, MODAL_Z_INDEX, Modal } from './modal';

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

  it('places side panels right by default and dialogs centre', async () => {
    const { rerender } = renderUi(<Modal open onClose={() => {}} title="Panel" />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-position', 'right');
    rerender(<Modal open onClose={() => {}} title="Dialog" type="other" />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-type', 'other');
    expect(dialog).toHaveAttribute('data-position', 'center');
    rerender(<Modal open onClose={() => {}} title="Left" position="left" />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-position', 'left');
  });

  it('moves focus into the dialog', async () => {
    renderUi(<Modal open onClose={() => {}} title="Focus" />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('uses the spec constants', () => {
    expect(MODAL_Z_INDEX).toBe(13);
    expect(MODAL_OVERLAY).toBe('rgba(0, 0, 0, 0.65)');
    expect(MODAL_MAX_WIDTH).toBe('550px');
  });

  it('renders nothing when closed', () => {
    renderUi(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
