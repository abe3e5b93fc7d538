import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { TabBar } from './tab-bar';
import { emittedStyle } from './testing/emitted-style';

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

  it('has 46px tab buttons in every look', () => {
    renderUi(
      <>
        <TabBar tabs={tabs.slice(0, 1)} look="text" aria-label="Text" />
        <TabBar tabs={tabs.slice(1, 2)} look="button" aria-label="Button" />
        <TabBar tabs={tabs.slice(2)} look="button-green" aria-label="Green" />
      </>,
    );
    for (const name of ['Payments', 'Recipients', 'FX'])
      expect(getComputedStyle(screen.getByRole('tab', { name })).height).toBe('46px');
  });

  it.each([
    // look, theme, selected background, selected colour, other tab colour, bar background. The light theme's
    // colours are semantic tokens (brand.ink is brand.600 in light mode), so it stays legible in dark mode too.
    ['text', 'light', undefined, 'brand-ink', 'gray-700', undefined],
    ['text', 'dark', undefined, 'white', 'gray-300', 'gray-900'],
    ['button', 'light', 'bg', 'brand-ink', 'gray-700', 'bg-muted'],
    ['button', 'dark', 'gray-700', 'white', 'gray-300', 'gray-900'],
    ['button-green', 'light', 'brand-500', 'white', 'gray-700', undefined],
    ['button-green', 'dark', 'brand-500', 'white', 'gray-300', 'gray-900'],
  ] as const)('the %s look in the %s theme', (look, theme, selectedBg, selectedColor, otherColor, barBg) => {
    renderUi(<TabBar tabs={tabs} look={look} theme={theme} aria-label="Sections" />);
    const token = (name: string | undefined) => (name ? `var(--chakra-colors-${name})` : undefined);
    const selected = emittedStyle(screen.getByRole('tab', { name: 'Payments' }));
    const other = emittedStyle(screen.getByRole('tab', { name: 'Recipients' }));
    expect(selected.get('background')).toBe(token(selectedBg));
    expect(selected.get('color')).toBe(token(selectedColor));
    expect(other.get('color')).toBe(token(otherColor));
    const bar = emittedStyle(screen.getByRole('tablist', { name: 'Sections' })).get('background');
    if (barBg) expect(bar).toBe(token(barBg));
    else expect(bar === undefined || !bar.includes('gray')).toBe(true);
  });
});
