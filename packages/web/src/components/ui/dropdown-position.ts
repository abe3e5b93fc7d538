/** Placement of rule UI-06: gap to the anchor, margin to the viewport edges, stacking level. */
export const DROPDOWN_GAP = 12;
export const DROPDOWN_VIEWPORT_MARGIN = 28;
export const DROPDOWN_Z_INDEX = 12;

export interface AnchorRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Size {
  width: number;
  height: number;
}

export type DropdownAlign = 'left' | 'right';

export interface DropdownPosition {
  top: number;
  left: number;
  placement: 'bottom' | 'top';
  /** Room available in the chosen direction; the dropdown scrolls beyond it. */
  maxHeight: number;
  maxWidth: number;
}

export interface DropdownPositionOptions {
  align?: DropdownAlign;
  gap?: number;
  margin?: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Where a dropdown goes, in viewport coordinates (position: fixed):
 * 12px below the anchor, or 12px above when it does not fit below and there is more room above;
 * aligned to the anchor's left or right edge; never closer than 28px to a viewport edge.
 */
export function computeDropdownPosition(
  anchor: AnchorRect,
  dropdown: Size,
  viewport: Size,
  { align = 'left', gap = DROPDOWN_GAP, margin = DROPDOWN_VIEWPORT_MARGIN }: DropdownPositionOptions = {},
): DropdownPosition {
  const roomBelow = viewport.height - margin - (anchor.bottom + gap);
  const roomAbove = anchor.top - gap - margin;
  const placement = dropdown.height > roomBelow && roomAbove > roomBelow ? 'top' : 'bottom';

  let top: number;
  let maxHeight: number;
  if (placement === 'bottom') {
    top = clamp(anchor.bottom + gap, margin, viewport.height - margin);
    maxHeight = Math.max(0, viewport.height - margin - top);
  } else {
    maxHeight = Math.max(0, roomAbove);
    top = Math.max(margin, anchor.top - gap - dropdown.height);
  }

  const maxWidth = Math.max(0, viewport.width - 2 * margin);
  const width = Math.min(dropdown.width, maxWidth);
  const preferredLeft = align === 'right' ? anchor.right - width : anchor.left;
  const left = clamp(preferredLeft, margin, viewport.width - margin - width);

  return { top, left, placement, maxHeight, maxWidth };
}
