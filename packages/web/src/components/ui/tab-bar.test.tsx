import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { TAB_BUTTON_HEIGHT, TabBar } from './tab-bar';

const tabs = [
  { key: 'payments', label: 'Payments', content: <p>Payments list</p> },
  { key: 'recipients', label: 'Recipients', content: <p>Recipients list</p> },
  { key: 'fx', label: 'FX', content: <p>FX list</p> },
];

describe('TabBar', () => {
  it('selects the first tab at start', () => {
    renderUi(<TabBar tabs={tabs} aria-label="Sections" />);
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Payments list')).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  });

  it('selects the initial key at start', () => {
    renderUi(<TabBar tabs={tabs} initialKey="fx" />);
    expect(screen.getByRole('tab', { name: 'FX' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('FX list')).toBeInTheDocument();
  });

  it('fires onChange on each selection and shows the content', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<TabBar tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Recipients' }));
    await user.click(screen.getByRole('tab', { name: 'FX' }));
    expect(onChange.mock.calls).toEqual([['recipients'], ['fx']]);
    expect(screen.getByText('FX list')).toBeInTheDocument();
    expect(screen.queryByText('Payments list')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<TabBar tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Recipients' })).toHaveFocus());
  });

  it.each([
    ['text', 'light'],
    ['button', 'dark'],
    ['button-green', 'light'],
  ] as const)('supports the %s look with the %s theme', (look, theme) => {
    const { container } = renderUi(<TabBar tabs={tabs} look={look} theme={theme} />);
    const root = container.querySelector('[data-look]');
    expect(root).toHaveAttribute('data-look', look);
    expect(root).toHaveAttribute('data-theme', theme);
  });

  it('has 46px tab buttons', () => {
    expect(TAB_BUTTON_HEIGHT).toBe('46px');
  });
});
