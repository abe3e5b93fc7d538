import { validation } from './errors.js';

export const REVERSED_RANGE_TEXT = 'The end date must not be before the start date.';

/**
 * A list's `from`/`to` filter (inclusive `YYYY-MM-DD`): a `to` before `from` is a mistake to report
 * (422 `errors.to`), not a silent empty page.
 */
export function requireDateRange(from: string | undefined, to: string | undefined): void {
  if (from && to && to < from) throw validation({ to: [REVERSED_RANGE_TEXT] });
}
