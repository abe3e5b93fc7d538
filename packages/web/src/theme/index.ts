export { BREAKPOINTS_PX, breakpoints, pxToEm } from './breakpoints';
export { BRAND_COLOR, DANGER_COLOR } from './colors';
export { FLUID_MAX_WIDTH, FLUID_MIN_WIDTH, fluidSize, fluidSizeAt } from './fluid';
export { system } from './system';
export { ThemeProvider } from './theme-provider';
