import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { TOOLTIP_CLOSE_DELAY, TOOLTIP_MAX_WIDTH, Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on hover below the trigger and hides after leaving', async () => {
    const { user } = renderUi(
      <Tooltip content="Fee included">
        <button type="button">Info</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Info' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Fee included');
    expect(tip).toHaveAttribute('data-placement-default', 'bottom');
    await user.unhover(screen.getByRole('button', { name: 'Info' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on keyboard focus', async () => {
    const { user } = renderUi(
      <Tooltip content="Hint">
        <button type="button">Help</button>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hint');
  });

  it('renders the child alone when disabled', () => {
    renderUi(
      <Tooltip content="x" disabled>
        <button type="button">Plain</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toBeInTheDocument();
  });

  it('uses the spec sizes and delays', () => {
    expect(TOOLTIP_MAX_WIDTH).toBe('230px');
    expect(TOOLTIP_CLOSE_DELAY).toBe(100);
  });
});
