import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { Tooltip } from './tooltip';
import { TOOLTIP_OPEN_DELAY } from './tooltip-props';

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

  it('is at most 230px wide and placed below the trigger by default', async () => {
    const { user } = renderUi(
      <Tooltip content="A long explanation of the fee">
        <button type="button">Info</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Info' }));
    const tip = await screen.findByRole('tooltip');
    expect(getComputedStyle(tip).maxWidth).toBe('230px');
    await waitFor(() => expect(tip).toHaveAttribute('data-placement', 'bottom'));
  });

  it('closes 0.1 s after the pointer leaves, not before', async () => {
    // Only the timeouts are faked: they are what the open and close delays run on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderUi(
        <Tooltip content="Fee included">
          <button type="button">Info</button>
        </Tooltip>,
      );
      const trigger = screen.getByRole('button', { name: 'Info' });
      const wait = (ms: number) =>
        act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
      fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
      await wait(TOOLTIP_OPEN_DELAY);
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
      await wait(99);
      expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
      await wait(1);
      // Closed now; it leaves the document once its exit has run.
      expect(screen.queryByRole('tooltip')?.getAttribute('data-state') ?? 'closed').toBe('closed');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('Tooltip before its code has loaded', () => {
  it('draws the trigger as it is, then wraps it once the browser is idle', async () => {
    vi.resetModules();
    const fresh = await import('./tooltip');
    const { renderUi: renderFresh } = await import('../../testing/render');
    const { user } = renderFresh(
      <fresh.Tooltip content="Fee included">
        <button type="button">Info</button>
      </fresh.Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Info' })).toBeInTheDocument();
    expect(fresh.tooltipPopoverModule.loaded()).toBeNull();
    await waitFor(() => expect(fresh.tooltipPopoverModule.loaded()).not.toBeNull());
    await user.hover(await screen.findByRole('button', { name: 'Info' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fee included');
  });
});
