import { act, fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { Dropdown } from './dropdown';

function Harness({ onClose }: { onClose?: () => void }) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <div>
      <button type="button" ref={anchorRef} onClick={() => setOpen((v) => !v)}>
        Toggle
      </button>
      <p>Outside</p>
      <Dropdown
        open={open}
        anchorRef={anchorRef}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        aria-label="Accounts"
        role="dialog"
      >
        <button type="button">Inside</button>
      </Dropdown>
    </div>
  );
}

function setRect(el: HTMLElement, rect: Partial<DOMRect>) {
  el.getBoundingClientRect = () => ({
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    x: 0,
    y: 0,
    toJSON: () => ({}),
    ...rect,
  });
}

describe('Dropdown', () => {
  it('renders in a portal at the stacking level 12', () => {
    const { container } = renderUi(<Harness />);
    const panel = screen.getByRole('dialog', { name: 'Accounts' });
    expect(container.contains(panel)).toBe(false);
    expect(document.body.contains(panel)).toBe(true);
    expect(getComputedStyle(panel).position).toBe('fixed');
    expect(getComputedStyle(panel).zIndex).toBe('12');
  });

  it('closes on an outside click but not on an inside click', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByText('Outside'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the anchor', async () => {
    const { user } = renderUi(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveFocus();
  });

  it('is repositioned on scroll and resize', () => {
    renderUi(<Harness />);
    const anchor = screen.getByRole('button', { name: 'Toggle' });
    const panel = screen.getByRole('dialog');
    setRect(anchor, { top: 100, bottom: 140, left: 300, right: 400 });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(panel.style.top).toBe('152px');
    expect(panel.style.left).toBe('300px');
    setRect(anchor, { top: 200, bottom: 240, left: 320, right: 420 });
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(panel.style.top).toBe('252px');
    expect(panel.style.left).toBe('320px');
  });

  it('is re-placed when an animation or a transition ends (a drawer sliding in, the sidebar collapsing)', () => {
    renderUi(<Harness />);
    const anchor = screen.getByRole('button', { name: 'Toggle' });
    const panel = screen.getByRole('dialog');
    setRect(anchor, { top: 100, bottom: 140, left: 300, right: 400 });
    act(() => {
      fireEvent.animationEnd(document.body);
    });
    expect(panel.style.left).toBe('300px');
    setRect(anchor, { top: 100, bottom: 140, left: 72, right: 172 });
    act(() => {
      fireEvent.transitionEnd(document.body);
    });
    expect(panel.style.left).toBe('72px');
  });

  it('stays hidden while its anchor is not laid out', () => {
    renderUi(
      <div style={{ display: 'none' }}>
        <Harness />
      </div>,
    );
    expect(screen.getByTestId('dropdown').style.visibility).toBe('hidden');
  });
});
