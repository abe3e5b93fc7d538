import { describe, expect, it } from 'vitest';
import { computeDropdownPosition } from './dropdown-position';

const viewport = { width: 1000, height: 800 };
const anchor = (top: number, left: number, w = 100, h = 40) => ({
  top,
  bottom: top + h,
  left,
  right: left + w,
});
const menu = { width: 200, height: 300 };

// Every case uses the default options: the 12px gap and 28px viewport margin of rule UI-06 show in the numbers.
describe('computeDropdownPosition', () => {
  it('sits 12px below the anchor, aligned to its left edge', () => {
    const p = computeDropdownPosition(anchor(100, 300), menu, viewport);
    expect(p).toMatchObject({ placement: 'bottom', top: 152, left: 300 });
    expect(p.maxHeight).toBe(800 - 28 - 152);
  });

  it("aligns to the anchor's right edge", () => {
    const p = computeDropdownPosition(anchor(100, 300), menu, viewport, { align: 'right' });
    expect(p.left).toBe(400 - 200);
  });

  it('flips above when there is not enough room below and more room above', () => {
    const p = computeDropdownPosition(anchor(600, 300), menu, viewport);
    expect(p.placement).toBe('top');
    expect(p.top).toBe(600 - 12 - 300);
    expect(p.maxHeight).toBe(600 - 12 - 28);
  });

  it('stays below when it fits below even if there is more room above', () => {
    const p = computeDropdownPosition(anchor(400, 300), { width: 200, height: 100 }, viewport);
    expect(p.placement).toBe('bottom');
  });

  it('stays below when it fits nowhere but below has more room', () => {
    const p = computeDropdownPosition(anchor(200, 300), { width: 200, height: 900 }, viewport);
    expect(p.placement).toBe('bottom');
    expect(p.top).toBe(252);
    expect(p.maxHeight).toBe(800 - 28 - 252);
  });

  it('keeps 28px from the top edge when flipped and taller than the room', () => {
    const p = computeDropdownPosition(anchor(500, 300), { width: 200, height: 600 }, viewport);
    expect(p.placement).toBe('top');
    expect(p.top).toBe(28);
    expect(p.maxHeight).toBe(500 - 12 - 28);
  });

  it('keeps 28px from the left and right edges', () => {
    expect(computeDropdownPosition(anchor(100, 5), menu, viewport).left).toBe(28);
    expect(computeDropdownPosition(anchor(100, 900), menu, viewport).left).toBe(1000 - 28 - 200);
    expect(computeDropdownPosition(anchor(100, 10, 50), menu, viewport, { align: 'right' }).left).toBe(28);
  });

  it('limits the width to the viewport less both margins', () => {
    const p = computeDropdownPosition(anchor(100, 10), { width: 2000, height: 100 }, viewport);
    expect(p.left).toBe(28);
    expect(p.maxWidth).toBe(1000 - 56);
  });

  it('keeps 28px from the bottom edge when the anchor is near it', () => {
    const p = computeDropdownPosition(
      anchor(780, 300, 100, 40),
      { width: 200, height: 10 },
      { width: 1000, height: 800 },
    );
    // room below is negative; room above is larger → flips above
    expect(p.placement).toBe('top');
    expect(p.top).toBe(780 - 12 - 10);
  });

  it('never places the top inside the bottom margin', () => {
    const p = computeDropdownPosition(
      anchor(10, 300, 100, 780),
      { width: 200, height: 10 },
      { width: 1000, height: 800 },
    );
    expect(p.top).toBeLessThanOrEqual(800 - 28);
    expect(p.top).toBeGreaterThanOrEqual(28);
  });

  it('honours custom gap and margin', () => {
    const p = computeDropdownPosition(anchor(100, 0), menu, viewport, { gap: 4, margin: 8 });
    expect(p.top).toBe(144);
    expect(p.left).toBe(8);
  });
});
