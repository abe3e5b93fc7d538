import { minorUnits } from './money.js';
import { hash32 } from './prng.js';

/** Rates are bigint scaled by 10^8 (never floats once quoted). */
export const RATE_SCALE = 100_000_000n;
export const RATE_DECIMALS = 8;

/** Rough USD value of one unit, the centre of each currency's seeded walk. */
const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  GBP: 1.27,
  EUR: 1.085,
  CHF: 1.13,
  JPY: 0.0067,
  CAD: 0.735,
  AUD: 0.655,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.1455,
  PLN: 0.25,
  CZK: 0.043,
  SGD: 0.745,
  HKD: 0.128,
  NZD: 0.6,
  ZAR: 0.054,
  AED: 0.2723,
  INR: 0.012,
};

export const FX_CURRENCIES = Object.keys(USD_PER_UNIT);

/** The bank's margin on each side of mid, in basis points. */
export const SPREAD_BPS = 40n;

// Octaves of interpolated seeded noise: a smooth random path from monthly drift down to minute ticks.
const OCTAVES = [
  { periodMs: 30 * 86_400_000, amplitude: 0.03 },
  { periodMs: 7 * 86_400_000, amplitude: 0.012 },
  { periodMs: 86_400_000, amplitude: 0.005 },
  { periodMs: 4 * 3_600_000, amplitude: 0.002 },
  { periodMs: 600_000, amplitude: 0.0006 },
  { periodMs: 60_000, amplitude: 0.0002 },
];

function lattice(seed: number, currency: string, octave: number, index: number): number {
  return (hash32(`${seed}:${currency}:${octave}:${index}`) / 4294967296) * 2 - 1;
}

function walk(seed: number, currency: string, at: number): number {
  let total = 0;
  OCTAVES.forEach(({ periodMs, amplitude }, octave) => {
    const x = at / periodMs;
    const i = Math.floor(x);
    const f = x - i;
    const smooth = f * f * (3 - 2 * f);
    const a = lattice(seed, currency, octave, i);
    const b = lattice(seed, currency, octave, i + 1);
    total += amplitude * (a + (b - a) * smooth);
  });
  return total;
}

export function isFxCurrency(code: string): boolean {
  return code in USD_PER_UNIT;
}

function usdValue(seed: number, currency: string, at: number): number {
  const base = USD_PER_UNIT[currency];
  if (base === undefined) throw new Error(`unknown currency ${currency}`);
  return currency === 'USD' ? 1 : base * (1 + walk(seed, currency, at));
}

/** Mid rate: units of `buy` for one unit of `sell`. */
export function midRate(seed: number, sell: string, buy: string, at: number): bigint {
  if (sell === buy) return RATE_SCALE;
  const value = usdValue(seed, sell, at) / usdValue(seed, buy, at);
  // Rounding a generated rate to 8 decimals is where the rate is defined; money never passes here.
  return BigInt(Math.round(value * 1e8));
}

export function clientRate(mid: bigint): bigint {
  return (mid * (10_000n - SPREAD_BPS)) / 10_000n;
}

export function formatRate(rate: bigint): string {
  const whole = rate / RATE_SCALE;
  const fraction = (rate % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

export function inverseRate(rate: bigint): bigint {
  return rate === 0n ? 0n : (RATE_SCALE * RATE_SCALE) / rate;
}

/** Converts minor units of `from` into minor units of `to` at `rate`, rounding down (in the bank's favour). */
export function convert(amountMinor: bigint, from: string, to: string, rate: bigint): bigint {
  const num = amountMinor * rate * 10n ** BigInt(minorUnits(to));
  const den = 10n ** BigInt(minorUnits(from)) * RATE_SCALE;
  return num / den;
}

/** The sell amount needed to receive `buyMinor`, rounding up. */
export function convertBack(buyMinor: bigint, from: string, to: string, rate: bigint): bigint {
  const num = buyMinor * 10n ** BigInt(minorUnits(from)) * RATE_SCALE;
  const den = rate * 10n ** BigInt(minorUnits(to));
  return (num + den - 1n) / den;
}
