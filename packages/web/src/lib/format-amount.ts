import { getCurrencyMinorUnits } from './currency';
import { parseDecimal, roundDecimal } from './decimal';
import { groupThousands } from './format-number';

export interface FormatAmountOptions {
  /** Appends the currency code: '1,234.50 GBP'. */
  withCode?: boolean;
}

/**
 * '1234.5' GBP → '1,234.50'; '1234' JPY → '1,234'. Formatted from the decimal string with the
 * currency's minor units (rounded half away from zero if the value has more), never via a float.
 * '--' when the value is empty or not a decimal string.
 */
export function formatAmount(
  value: string | null | undefined,
  currency: string,
  options: FormatAmountOptions = {},
): string {
  if (value === null || value === undefined || !parseDecimal(value)) return '--';
  const rounded = roundDecimal(value.trim(), getCurrencyMinorUnits(currency));
  const parsed = parseDecimal(rounded);
  if (!parsed) return '--';
  const isZero = !/[1-9]/.test(`${parsed.int}${parsed.frac}`);
  const sign = parsed.negative && !isZero ? '-' : '';
  const int = groupThousands(parsed.int.replace(/^0+(?=\d)/, ''));
  const body = parsed.frac ? `${sign}${int}.${parsed.frac}` : `${sign}${int}`;
  return options.withCode ? `${body} ${currency.toUpperCase()}` : body;
}
