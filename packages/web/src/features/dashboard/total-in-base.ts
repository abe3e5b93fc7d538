import { getCurrencyMinorUnits } from '../../lib/currency';
import { fromMinorUnits, parseDecimal, toScaledBigInt } from '../../lib/decimal';

export interface Amount {
  amount: string;
  currency: string;
}

export interface BaseTotal {
  /** The total in the base currency, rounded half away from zero to its minor units (decimal string). */
  total: string;
  /** Currencies that had no usable rate: left out of the total. */
  missing: string[];
}

/** An exact fraction of two BigInts (den > 0). */
interface Fraction {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

function decimalToFraction(value: string): Fraction | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  const scale = parsed.frac.length;
  return { num: toScaledBigInt(value, scale), den: 10n ** BigInt(scale) };
}

function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
}

/** num/den scaled to `scale` decimals, rounded half away from zero. */
function roundFraction(value: Fraction, scale: number): bigint {
  const scaled = (value.num < 0n ? -value.num : value.num) * 10n ** BigInt(scale);
  const rounded = (2n * scaled + value.den) / (2n * value.den);
  return value.num < 0n ? -rounded : rounded;
}

/**
 * Sums amounts in several currencies into `base` with indicative rates (units of each currency per one
 * unit of base: amount / rate). Exact rational arithmetic on BigInt; rounded only once, at the end.
 */
export function totalInBase(
  amounts: ReadonlyArray<Amount>,
  base: string,
  rates: Readonly<Record<string, string>>,
): BaseTotal {
  let total: Fraction = { num: 0n, den: 1n };
  const missing = new Set<string>();
  for (const { amount, currency } of amounts) {
    const value = decimalToFraction(amount);
    if (!value) continue;
    const rate = currency === base ? { num: 1n, den: 1n } : decimalToFraction(rates[currency] ?? '');
    if (!rate || rate.num <= 0n) {
      missing.add(currency);
      continue;
    }
    // amount / rate = (a/da) / (r/dr) = a·dr / (da·r)
    total = add(total, { num: value.num * rate.den, den: value.den * rate.num });
  }
  return {
    total: fromMinorUnits(roundFraction(total, getCurrencyMinorUnits(base)), base),
    missing: [...missing].sort(),
  };
}
