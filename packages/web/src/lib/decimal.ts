import { getCurrencyMinorUnits } from './currency';

// Money stays a decimal string or a BigInt of minor units; never a JS float.

const DECIMAL_RE = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface ParsedDecimal {
  negative: boolean;
  int: string;
  frac: string;
}

export function parseDecimal(value: string): ParsedDecimal | null {
  const match = DECIMAL_RE.exec(value.trim());
  if (!match) return null;
  const [, sign = '', int = '0', frac = ''] = match;
  return { negative: sign === '-', int, frac };
}

function requireDecimal(value: string): ParsedDecimal {
  const parsed = parseDecimal(value);
  if (!parsed) throw new TypeError(`Not a decimal string: ${JSON.stringify(value)}`);
  return parsed;
}

/** The value as an integer scaled by 10^scale; throws if non-zero digits would be cut off. */
export function toScaledBigInt(value: string, scale: number): bigint {
  const { negative, int, frac } = requireDecimal(value);
  const extra = frac.slice(scale);
  if (/[1-9]/.test(extra)) {
    throw new RangeError(`${value} has more than ${scale} decimal places`);
  }
  const digits = `${int}${frac.slice(0, scale).padEnd(scale, '0')}`;
  const n = BigInt(digits);
  return negative ? -n : n;
}

/** Formats an integer scaled by 10^scale back to a decimal string with exactly `scale` decimals. */
export function fromScaledBigInt(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  const body = scale > 0 ? `${int}.${frac}` : int;
  return negative ? `-${body}` : body;
}

/** '12.34' GBP → 1234n; '100' JPY → 100n. Throws on invalid input or too many decimals. */
export function toMinorUnits(value: string, currency: string): bigint {
  return toScaledBigInt(value, getCurrencyMinorUnits(currency));
}

/** 1234n GBP → '12.34'; 100n JPY → '100'. */
export function fromMinorUnits(value: bigint, currency: string): string {
  return fromScaledBigInt(value, getCurrencyMinorUnits(currency));
}

function commonScale(a: string, b: string): number {
  return Math.max(requireDecimal(a).frac.length, requireDecimal(b).frac.length);
}

/** -1, 0 or 1 as a < b, a = b, a > b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = commonScale(a, b);
  const x = toScaledBigInt(a, scale);
  const y = toScaledBigInt(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Exact sum, with as many decimals as the more precise operand. */
export function addDecimal(a: string, b: string): string {
  const scale = commonScale(a, b);
  return fromScaledBigInt(toScaledBigInt(a, scale) + toScaledBigInt(b, scale), scale);
}

/** Exact difference a - b. */
export function subtractDecimal(a: string, b: string): string {
  const scale = commonScale(a, b);
  return fromScaledBigInt(toScaledBigInt(a, scale) - toScaledBigInt(b, scale), scale);
}

/** Rounds half away from zero to `scale` decimals, as a string. */
export function roundDecimal(value: string, scale: number): string {
  const { negative, int, frac } = requireDecimal(value);
  const kept = BigInt(`${int}${frac.slice(0, scale).padEnd(scale, '0')}`);
  const roundUp = (frac[scale] ?? '0') >= '5';
  const magnitude = roundUp ? kept + 1n : kept;
  return fromScaledBigInt(negative && magnitude !== 0n ? -magnitude : magnitude, scale);
}
