import { t } from '@lingui/core/macro';
import { parseDecimal, roundDecimal } from '../../lib/decimal';

/** Significant digits people read in a rate (1.1816, 0.84633, 190.1235, 0.0052632). */
const SIGNIFICANT_DIGITS = 5;
/** Never fewer decimals than the market's usual four (so 190.1235, not 190.12). */
const MIN_DECIMALS = 4;

/** How many decimals a rate is read with: five significant digits, at least four decimals. */
export function rateDecimals(rate: string): number {
  const parsed = parseDecimal(rate);
  if (!parsed) return MIN_DECIMALS;
  const int = parsed.int.replace(/^0+/, '');
  if (int !== '') return MIN_DECIMALS;
  const leadingZeros = parsed.frac.match(/^0*/)?.[0].length ?? 0;
  if (leadingZeros === parsed.frac.length) return MIN_DECIMALS;
  return Math.max(MIN_DECIMALS, leadingZeros + SIGNIFICANT_DIGITS);
}

/**
 * A rate for reading, rounded half away from zero on the decimal string: '1.18157400' → '1.1816'.
 * Display only: the exact rate stays in the quote and is what the bank executes.
 */
export function formatRate(rate: string, decimals: number = rateDecimals(rate)): string {
  return parseDecimal(rate) ? roundDecimal(rate.trim(), decimals) : '--';
}

/** The contract's rate precision (RateString: up to 10 decimals), so the markup is exact. */
const RATE_SCALE = 10;
function scaled(value: string): bigint | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  const digits = `${parsed.int}${parsed.frac.slice(0, RATE_SCALE).padEnd(RATE_SCALE, '0')}`;
  const n = BigInt(digits);
  return parsed.negative ? -n : n;
}

export interface MarkupAgainstMid {
  /** The quoted rate against mid in hundredths of a percent (basis points), rounded half away from zero. */
  basisPoints: bigint;
  side: 'below' | 'above' | 'at';
}

/**
 * How far the quoted rate is from the mid-market rate, relative to mid: (mid − rate) / mid, in basis points,
 * computed exactly on the decimal strings and rounded once, half away from zero.
 * Null when either is not a positive decimal.
 */
export function markupAgainstMid(rate: string, mid: string): MarkupAgainstMid | null {
  const r = scaled(rate);
  const m = scaled(mid);
  if (r === null || m === null || r <= 0n || m <= 0n) return null;
  const difference = m - r;
  const magnitude = difference < 0n ? -difference : difference;
  const basisPoints = (magnitude * 10_000n * 2n + m) / (2n * m);
  if (basisPoints === 0n) return { basisPoints, side: 'at' };
  return { basisPoints, side: difference > 0n ? 'below' : 'above' };
}

/** 40n → '0.40%'. */
function percent(basisPoints: bigint): string {
  const digits = basisPoints.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}%`;
}

/** '0.40% below the mid-market rate of 1.1863' ('At the mid-market rate of …' when they agree to the basis point). */
export function markupText(rate: string, mid: string): string | null {
  const markup = markupAgainstMid(rate, mid);
  if (!markup) return null;
  const shownMid = formatRate(mid);
  if (markup.side === 'at') return t`At the mid-market rate of ${shownMid}`;
  const distance = percent(markup.basisPoints);
  return markup.side === 'below'
    ? t`${distance} below the mid-market rate of ${shownMid}`
    : t`${distance} above the mid-market rate of ${shownMid}`;
}
