import { describe, expect, it } from 'vitest';
import { formatRate, markupAgainstMid, markupText, rateDecimals } from './rate-display';

describe('formatRate', () => {
  it('reads a rate with five significant digits and at least four decimals', () => {
    expect(formatRate('1.18157400')).toBe('1.1816');
    expect(formatRate('0.84632871')).toBe('0.84633');
    expect(formatRate('190.12345678')).toBe('190.1235');
    expect(formatRate('0.00526315')).toBe('0.0052632');
    expect(formatRate('1')).toBe('1.0000');
  });
  it('rounds half away from zero on the string, never through a float', () => {
    expect(formatRate('1.18155000')).toBe('1.1816');
    expect(formatRate('1.18154999')).toBe('1.1815');
    expect(formatRate('9.99995')).toBe('10.0000');
  });
  it('takes a number of decimals when given, and shows -- for no rate', () => {
    expect(formatRate('1.18157400', 2)).toBe('1.18');
    expect(formatRate('abc')).toBe('--');
    expect(rateDecimals('0.0000')).toBe(4);
  });
});

describe('markupAgainstMid', () => {
  it("finds the bank's 40 basis points below mid exactly", () => {
    // The mock bank's client rate: mid × (1 − 0.0040).
    expect(markupAgainstMid('1.18157400', '1.18632000')).toEqual({ basisPoints: 40n, side: 'below' });
  });
  it('rounds once, half away from zero, to a basis point', () => {
    expect(markupAgainstMid('0.99955', '1')).toEqual({ basisPoints: 5n, side: 'below' });
    expect(markupAgainstMid('0.99956', '1')).toEqual({ basisPoints: 4n, side: 'below' });
  });
  it('says above or at mid, and nothing for a missing or zero rate', () => {
    expect(markupAgainstMid('1.002', '1')).toEqual({ basisPoints: 20n, side: 'above' });
    expect(markupAgainstMid('1.00001', '1')).toEqual({ basisPoints: 0n, side: 'at' });
    expect(markupAgainstMid('1', '0')).toBeNull();
    expect(markupAgainstMid('', '1')).toBeNull();
  });
});

describe('markupText', () => {
  it('names the markup and the mid rate people compare with', () => {
    expect(markupText('1.18157400', '1.18632000')).toBe('0.40% below the mid-market rate of 1.1863');
    expect(markupText('1.0125', '1')).toBe('1.25% above the mid-market rate of 1.0000');
    expect(markupText('1', '1')).toBe('At the mid-market rate of 1.0000');
    expect(markupText('1', 'x')).toBeNull();
  });
});
