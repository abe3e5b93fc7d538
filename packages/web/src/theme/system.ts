import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from './breakpoints';
import { brandScale, dangerScale, paletteSemantics, toTokenScale } from './colors';
import { fluidSize } from './fluid';

/** Type scale: [size at 390px, size at 1440px] in px. */
export const FLUID_FONT_SIZES = {
  '2xs': [10, 10],
  xs: [12, 12],
  sm: [13, 14],
  md: [14, 16],
  lg: [16, 18],
  xl: [18, 20],
  '2xl': [20, 24],
  '3xl': [24, 30],
  '4xl': [28, 36],
  '5xl': [32, 48],
} as const;

const fontSizes = Object.fromEntries(
  Object.entries(FLUID_FONT_SIZES).map(([name, [min, max]]) => [name, { value: fluidSize(min, max) }]),
);

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    // Keyboard users always see where they are.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  theme: {
    breakpoints,
    tokens: {
      colors: {
        brand: toTokenScale(brandScale),
        danger: toTokenScale(dangerScale),
      },
      fontSizes,
      zIndex: {
        dropdown: { value: 12 },
        modal: { value: 13 },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand'),
        danger: paletteSemantics('danger'),
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
