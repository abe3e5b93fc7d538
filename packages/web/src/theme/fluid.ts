/** Viewport widths between which fluid sizes interpolate (rule UI-24). */
export const FLUID_MIN_WIDTH = 390;
export const FLUID_MAX_WIDTH = 1440;

const ROOT_PX = 16;

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

/**
 * A CSS clamp() that is `minPx` at a 390px viewport, `maxPx` at 1440px, linear in between.
 * Rem bounds keep user font-size preferences working.
 */
export function fluidSize(minPx: number, maxPx: number): string {
  if (minPx === maxPx) return `${round(minPx / ROOT_PX)}rem`;
  const slope = (maxPx - minPx) / (FLUID_MAX_WIDTH - FLUID_MIN_WIDTH);
  const interceptRem = round((minPx - slope * FLUID_MIN_WIDTH) / ROOT_PX);
  const vw = round(slope * 100);
  const lo = round(Math.min(minPx, maxPx) / ROOT_PX);
  const hi = round(Math.max(minPx, maxPx) / ROOT_PX);
  return `clamp(${lo}rem, ${interceptRem}rem + ${vw}vw, ${hi}rem)`;
}
