import { useMediaQuery } from '@chakra-ui/react';
import { BREAKPOINTS_PX } from '../../../theme/breakpoints';

/** Below the md breakpoint (768px), the same query Chakra's `hideBelow="md"` uses. */
export const NARROW_SCREEN_QUERY = `(max-width: ${BREAKPOINTS_PX.md - 0.02}px)`;

/** Whether the screen is narrower than md; read on the first render so a phone never flashes the table. */
export function useNarrowScreen(): boolean {
  const [narrow = false] = useMediaQuery([NARROW_SCREEN_QUERY], { ssr: false });
  return narrow;
}
