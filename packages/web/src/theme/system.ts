import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
} from '@chakra-ui/react/theme';
import { breakpoints } from './breakpoints';
import { semanticTokens, tokens } from './chakra-tokens';
import { brandScale, dangerScale, paletteSemantics, toTokenScale } from './colors';
import { fluidSize } from './fluid';
import { droppedRecipeKeys, recipes, slotRecipes } from './recipes';
import { refuseUnlistedRecipes } from './unlisted-recipe';

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
  // Plain rules instead of cascade layers: every style Chakra inserts while a panel opens made the browser
  // recompute the whole layered cascade (opening Add recipient: 0.7-0.86x the time without layers).
  disableLayers: true,
  globalCss: {
    // The scrollbar's gutter stays when a page is short or a dialog locks scrolling: nothing shifts sideways,
    // and the dialogs' scroll lock finds the width it writes already there (components/ui/scroll-lock-primer.ts).
    html: { colorPalette: 'brand', scrollbarGutter: 'stable' },
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

/**
 * Chakra's default theme with only the recipes and colour palettes the portal uses. Not `defaultConfig`:
 * importing it evaluates Chakra's preset module, which also creates the unused `defaultSystem` at start (a second
 * createSystem: 13-16 ms on the bench machine, four times that on the phone Lighthouse simulates).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = refuseUnlistedRecipes(
  createSystem(defaultBaseConfig, chakraTheme, config),
  droppedRecipeKeys,
  import.meta.env.DEV,
);
