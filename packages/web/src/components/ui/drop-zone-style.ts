import type { SystemStyleObject } from '@chakra-ui/react';

export const DROP_ZONE_HEIGHT = '120px';

/**
 * The look of a file drop zone, the same for every upload: dashed, red when its file was refused, brand-coloured
 * while a file is dragged over it, with a visible focus ring.
 */
export function dropZoneStyle(state: {
  refused: boolean;
  dragActive: boolean;
  cursor: 'pointer' | 'default' | 'not-allowed';
}): SystemStyleObject {
  return {
    minH: DROP_ZONE_HEIGHT,
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: state.refused ? 'danger.500' : state.dragActive ? 'brand.500' : 'border.emphasized',
    bg: state.dragActive ? 'brand.subtle' : 'bg.subtle',
    borderRadius: 'md',
    p: '4',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: state.cursor,
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  };
}
