import type { ReactElement, ReactNode } from 'react';

/** Tooltip of rule UI-13: bottom, hover, 230px wide at most, 0.1 s close delay. */
export const TOOLTIP_MAX_WIDTH = '230px';
export const TOOLTIP_CLOSE_DELAY = 100;
export const TOOLTIP_OPEN_DELAY = 150;

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (button, link…) so that keyboard focus also opens it. */
  children: ReactElement;
  placement?: TooltipPlacement;
  disabled?: boolean;
}
