import { chakra } from '@chakra-ui/react';

const entryStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '44px',
  px: '3',
  borderRadius: 'md',
  fontSize: 'md',
  textAlign: 'start',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'brand.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  // The current entry keeps its white-on-green when hovered (the hover tint would wash its text out).
  '&[aria-current=page]': { bg: 'brand.500', color: 'white', _hover: { bg: 'brand.600' } },
  '&[data-active]': { fontWeight: 'semibold' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed', pointerEvents: 'none' },
  // Disabled with a reason (rule ROLE-05): still hovered and focused, so its tooltip can say why.
  '&[aria-disabled=true]': { opacity: 0.55, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
} as const;

/** The look every sidebar entry and child shares: a button, or a link through `asChild`. */
export const EntryButton = chakra('button', { base: entryStyles });
