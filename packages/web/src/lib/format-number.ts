/** Adds comma thousands separators to the integer part of a digit string ('1234567' → '1,234,567'). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Comma thousands separators, keeping the decimals as given. Works on strings so that large
 * or precise values are never rounded through a float; '--' when not a number.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  if (typeof value === 'number' && !Number.isFinite(value)) return '--';
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return '--';
  const [, sign = '', int = '', frac = ''] = match;
  return `${sign}${groupThousands(int)}${frac}`;
}
