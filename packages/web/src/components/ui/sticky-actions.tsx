import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A form's buttons at its end that stay in view while a long form scrolls (a standing order's or a recipient's
 * in a dialog on a phone): stuck to the bottom of the scrolling area, over the fields passing beneath. A dialog's
 * body sets how far below its content box that bottom is (its padding), so nothing shows under the buttons.
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <HStack
      gap="3"
      justify="flex-end"
      wrap="wrap"
      position="sticky"
      bottom="var(--sticky-actions-bottom, 0px)"
      zIndex="1"
      bg="bg.panel"
      py="3"
      borderTopWidth="1px"
      data-testid="form-actions"
    >
      {children}
    </HStack>
  );
}
