/** Main colour and danger colour of rule UI-25. */
export const BRAND_COLOR = '#007B5D';
export const DANGER_COLOR = '#B3261E';

export const brandScale = {
  50: '#E6F4F0',
  100: '#C2E4DA',
  200: '#8FCDBB',
  300: '#5BB59B',
  400: '#2E9C7D',
  500: BRAND_COLOR,
  600: '#006B51',
  700: '#005A44',
  800: '#004836',
  900: '#003528',
  950: '#00231A',
} as const;

export const dangerScale = {
  50: '#FCEEEE',
  100: '#F9DEDC',
  200: '#F2B8B5',
  300: '#EC928E',
  400: '#DC5A52',
  500: DANGER_COLOR,
  600: '#9C211A',
  700: '#8C1D18',
  800: '#601410',
  900: '#410E0B',
  950: '#2A0906',
} as const;

type Scale = Record<keyof typeof brandScale, string>;

export function toTokenScale(scale: Scale): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, { value: v }]));
}

/** The semantic slots Chakra's recipes read from a colorPalette. */
export function paletteSemantics(name: string) {
  return {
    solid: { value: `{colors.${name}.500}` },
    contrast: { value: '{colors.white}' },
    fg: { value: { _light: `{colors.${name}.500}`, _dark: `{colors.${name}.300}` } },
    muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
    subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
    emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
    focusRing: { value: `{colors.${name}.500}` },
    // Text and links in the palette's colour: 4.5:1 on the page in light (600/700) and dark (300/200).
    ink: { value: { _light: `{colors.${name}.600}`, _dark: `{colors.${name}.300}` } },
    inkStrong: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.200}` } },
  };
}
