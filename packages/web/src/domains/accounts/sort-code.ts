// How a UK sort code is written and read: kept apart from the validators, so the screens that only show bank
// details (the dashboard's account details) do not load the IBAN and BIC checks with their country tables.

/** '12-34-56', '12 34 56' or '123456' → '123456'. */
export function compactSortCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * A sort code as people read and write it: '601613' (the contract's stored form) → '60-16-13'. Anything
 * that is not six digits once compacted is returned as given, so a half-typed value is never rewritten.
 */
export function formatSortCode(value: string): string {
  const digits = compactSortCode(value.trim());
  return /^\d{6}$/.test(digits) ? digits.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3') : value;
}
