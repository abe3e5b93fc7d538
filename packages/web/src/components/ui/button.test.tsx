import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { BUTTON_HEIGHTS, Button } from './button';

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

  it.each(['primary', 'secondary', 'outline', 'text', 'danger'] as const)(
    'renders the %s variant',
    (variant) => {
      renderUi(<Button variant={variant}>X</Button>);
      expect(screen.getByRole('button', { name: 'X' })).toHaveAttribute('data-variant', variant);
    },
  );

  it('has the spec heights: small 32px, medium 44px', () => {
    expect(BUTTON_HEIGHTS.small).toBe('32px');
    expect(BUTTON_HEIGHTS.medium).toBe('44px');
    renderUi(<Button size="small">S</Button>);
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('data-size', 'small');
  });
});
