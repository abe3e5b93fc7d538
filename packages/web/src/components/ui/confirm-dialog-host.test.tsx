import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { ConfirmDialogHost } from './confirm-dialog-host';
import { closeConfirmDialog, openConfirmDialog } from './confirm-dialog-store';

describe('ConfirmDialogHost', () => {
  it('mounts nothing until the dialog is first opened, then shows it (rule UI-07)', async () => {
    const { container } = renderUi(<ConfirmDialogHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => openConfirmDialog({ message: 'Remove this rule?' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Action' })).toHaveTextContent(
      'Remove this rule?',
    );
    act(() => closeConfirmDialog());
    act(() => openConfirmDialog({ title: 'Delete recipient?' }));
    expect(await screen.findByRole('dialog', { name: 'Delete recipient?' })).toBeInTheDocument();
  });
});
