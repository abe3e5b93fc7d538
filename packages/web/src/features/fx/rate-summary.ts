import { compareDecimal, subtractDecimal } from '../../lib/decimal';
import type { FxRatePoint } from './api/fx-rate-history';

export interface RateSummary {
  first: string;
  latest: string;
  low: string;
  high: string;
  change: string;
  direction: 'up' | 'down' | 'flat';
}

/** Latest, low, high and change of a rate series, exact on the decimal strings. Null for no points. */
export function summariseRates(points: readonly FxRatePoint[]): RateSummary | null {
  const first = points[0]?.rate;
  const latest = points.at(-1)?.rate;
  if (first === undefined || latest === undefined) return null;
  let low = first;
  let high = first;
  for (const { rate } of points) {
    if (compareDecimal(rate, low) < 0) low = rate;
    if (compareDecimal(rate, high) > 0) high = rate;
  }
  const change = subtractDecimal(latest, first);
  const sign = compareDecimal(change, '0');
  return { first, latest, low, high, change, direction: sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat' };
}
