import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
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

export function Tooltip({ content, children, placement = 'bottom', disabled = false }: TooltipProps) {
  if (disabled || !content) return children;
  return (
    <ChakraTooltip.Root
      positioning={{ placement }}
      openDelay={TOOLTIP_OPEN_DELAY}
      closeDelay={TOOLTIP_CLOSE_DELAY}
      lazyMount
      unmountOnExit
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW={TOOLTIP_MAX_WIDTH} data-placement-default={placement}>
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
