/** Breakpoints of rule UI-24, in px. */
export const BREAKPOINTS_PX = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1200,
  xxl: 1600,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS_PX;

/** Chakra wants em so that media queries follow the user's font size. */
export function pxToEm(px: number): string {
  return `${px / 16}em`;
}

export const breakpoints: Record<BreakpointName, string> = Object.fromEntries(
  Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, pxToEm(px)]),
) as Record<BreakpointName, string>;
