/**
 * Groups phone-like text in threes ('+447700900123' → '+44 770 090 012 3').
 * A leading '+' is kept; anything that is not digits after cleaning is returned as given.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '--';
  const trimmed = value.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  const digits = trimmed.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return trimmed;
  const groups = digits.match(/\d{1,3}/g) ?? [];
  return `${plus}${groups.join(' ')}`;
}
