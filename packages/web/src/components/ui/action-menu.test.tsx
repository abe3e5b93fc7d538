import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { ActionMenu } from './action-menu';

const ITEMS = [
  { key: 'pdf', label: 'PDF statement' },
  { key: 'csv', label: 'CSV (spreadsheet)' },
  { key: 'mt940', label: 'MT940 (SWIFT)' },
] as const;

function renderMenu() {
  const onSelect = vi.fn();
  const view = renderUi(
    <ActionMenu
      label="Download"
      aria-label="Download the October statement"
      items={ITEMS}
      onSelect={onSelect}
    />,
  );
  return {
    ...view,
    onSelect,
    button: screen.getByRole('button', { name: 'Download the October statement' }),
  };
}

describe('ActionMenu', () => {
  it('opens a menu of its items, named as its button, and closed again after a choice', async () => {
    const { user, onSelect, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Download the October statement' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'PDF statement',
      'CSV (spreadsheet)',
      'MT940 (SWIFT)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    expect(onSelect).toHaveBeenCalledWith('csv');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('is used from the keyboard: the first item takes focus, arrows wrap, Escape closes', async () => {
    const { user, onSelect, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'PDF statement' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'MT940 (SWIFT)' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'PDF statement' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('mt940');
  });
});
