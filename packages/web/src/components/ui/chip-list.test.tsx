import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { ChipList } from './chip-list';

describe('ChipList', () => {
  const chips = [
    { label: 'Pending', value: 'pending', type: 'warning' as const },
    { label: 'GBP', value: 'gbp' },
  ];

  it('renders a list of chips with their type, default when missing', () => {
    renderUi(<ChipList chips={chips} aria-label="Filters" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-type', 'warning');
    expect(items[1]).toHaveAttribute('data-type', 'default');
    expect(screen.getByRole('list', { name: 'Filters' })).toBeInTheDocument();
  });

  it('removes a chip by value', async () => {
    const onRemove = vi.fn();
    const { user } = renderUi(<ChipList chips={chips} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove GBP' }));
    expect(onRemove).toHaveBeenCalledWith('gbp');
  });
});
