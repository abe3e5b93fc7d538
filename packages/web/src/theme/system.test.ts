import { describe, expect, it } from 'vitest';
import { breakpoints, pxToEm } from './breakpoints';
import { fluidSize } from './fluid';
import { system } from './system';

describe('breakpoints', () => {
  it('are the values of rule UI-24 converted to em', () => {
    expect(breakpoints).toEqual({ xs: '30em', sm: '36em', md: '48em', lg: '64em', xl: '75em', xxl: '100em' });
    expect(pxToEm(390)).toBe('24.375em');
  });
});

describe('fluidSize', () => {
  it('clamps between the two sizes with a vw slope between 390 and 1440', () => {
    // 14px → 16px: slope 2/1050 per px, intercept 14 - 390*slope = 13.257px
    expect(fluidSize(14, 16)).toBe('clamp(0.875rem, 0.8286rem + 0.1905vw, 1rem)');
  });
  it('is a plain rem when both ends match', () => {
    expect(fluidSize(12, 12)).toBe('0.75rem');
  });
});

describe('system', () => {
  it('has the brand and danger colours and the z-index levels', () => {
    expect(system.token('colors.brand.500')).toBe('#007B5D');
    expect(system.token('colors.danger.500')).toBe('#B3261E');
    expect(system.token('zIndex.modal')).toBe(13);
    expect(system.token('zIndex.dropdown')).toBe(12);
  });
  it('uses fluid font sizes', () => {
    expect(String(system.token('fontSizes.md'))).toContain('clamp(');
  });
});
