import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import {
  TOOLTIP_CLOSE_DELAY,
  TOOLTIP_MAX_WIDTH,
  TOOLTIP_OPEN_DELAY,
  type TooltipProps,
} from './tooltip-props';

/** The Chakra tooltip of Tooltip, in a chunk of its own with its positioning code (tooltip.tsx). */
export function TooltipPopover({ content, children, placement = 'bottom' }: TooltipProps) {
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
