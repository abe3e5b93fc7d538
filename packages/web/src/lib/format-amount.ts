import { t } from '@lingui/core/macro';
import { getCurrencyMinorUnits } from './currency';
import { compareDecimal, parseDecimal, roundDecimal } from './decimal';
import { groupThousands } from './format-number';
import { type NumberSymbols, numberSymbols } from './i18n/number-symbols';

export interface FormatAmountOptions {
  /** Appends the currency code: '1,234.50 GBP'. */
  withCode?: boolean;
  /** The language's separators; the active language's by default ('1.234,50' in German). */
  symbols?: NumberSymbols;
}

/**
 * '1234.5' GBP → '1,234.50' (en-GB), '1.234,50' (de-DE), '1 234,50' (fr-FR); '1234' JPY → '1,234'. Formatted from the decimal string with the
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
  const { group, decimal } = options.symbols ?? numberSymbols();
  const int = groupThousands(parsed.int.replace(/^0+(?=\d)/, ''), group);
  const body = parsed.frac ? `${sign}${int}${decimal}${parsed.frac}` : `${sign}${int}`;
  return options.withCode ? `${body} ${currency.toUpperCase()}` : body;
}

/**
 * A fee as people read it, the same on the review and after: 'No fee' for zero, else '1.50 GBP'.
 * '--' when the value is empty or not a decimal string.
 */
export function formatFee(value: string | null | undefined, currency: string): string {
  const shown = formatAmount(value, currency, { withCode: true });
  if (shown === '--' || value === null || value === undefined) return shown;
  return compareDecimal(value.trim(), '0') === 0 ? t`No fee` : shown;
}
