import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { Button } from './button';
import { emittedStyle } from './testing/emitted-style';

describe('Button', () => {
  it('fires onClick when enabled', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Pay</Button>);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    renderUi(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it.each([
    // variant, colour palette, background, border colour
    ['primary', 'brand', 'var(--chakra-colors-color-palette-solid)', 'var(--chakra-colors-transparent)'],
    ['secondary', 'brand', 'var(--chakra-colors-color-palette-subtle)', 'var(--chakra-colors-transparent)'],
    ['outline', 'brand', undefined, 'var(--outline-color, var(--outline-color-legacy))'],
    ['text', 'brand', 'var(--chakra-colors-transparent)', 'var(--chakra-colors-transparent)'],
    ['danger', 'danger', 'var(--chakra-colors-color-palette-solid)', 'var(--chakra-colors-transparent)'],
  ] as const)('renders the %s variant in the %s palette', (variant, palette, background, borderColor) => {
    renderUi(<Button variant={variant}>X</Button>);
    const style = emittedStyle(screen.getByRole('button', { name: 'X' }));
    expect(style.get('--chakra-colors-color-palette-solid')).toBe(`var(--chakra-colors-${palette}-solid)`);
    expect(style.get('background')).toBe(background);
    expect(style.get('border-color')).toBe(borderColor);
  });

  it('is 32px small, 44px medium (the default) and 52px large', () => {
    renderUi(
      <>
        <Button size="small">S</Button>
        <Button>M</Button>
        <Button size="large">L</Button>
      </>,
    );
    const height = (name: string) => getComputedStyle(screen.getByRole('button', { name })).height;
    expect(height('S')).toBe('32px');
    expect(height('M')).toBe('44px');
    expect(height('L')).toBe('52px');
    expect(getComputedStyle(screen.getByRole('button', { name: 'S' })).minHeight).toBe('32px');
  });
});
