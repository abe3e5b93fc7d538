import { type NumberSymbols, numberSymbols } from './i18n/number-symbols';

/** Groups the thousands of a digit string as the language does ('1234567' → '1,234,567' in en-GB, '1.234.567' in de-DE). */
export function groupThousands(digits: string, group: string = numberSymbols().group): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * Thousands grouped and the decimal sign as the language writes them, keeping the decimals as given. Works on
 * strings so that large or precise values are never rounded through a float; '--' when not a number.
 */
export function formatNumber(
  value: number | string | null | undefined,
  symbols: NumberSymbols = numberSymbols(),
): string {
  if (value === null || value === undefined || value === '') return '--';
  if (typeof value === 'number' && !Number.isFinite(value)) return '--';
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return '--';
  const [, sign = '', int = '', frac = ''] = match;
  const decimals = frac ? `${symbols.decimal}${frac.slice(1)}` : '';
  return `${sign}${groupThousands(int, symbols.group)}${decimals}`;
}
