import type { BatchFileColumn } from './batch-file-columns';

/** An amount with comma thousands separators, as spreadsheets export it: '1,250.50', '12,000'. */
const GROUPED_AMOUNT = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A cell as the row keeps it, read from the file or typed in a fix: trimmed, and an amount with thousands
 * separators without them ('1,250.50' → '1250.50'). Anything else stays as typed, for the checks to judge.
 */
export function cellValue(column: BatchFileColumn, text: string): string {
  const value = text.trim();
  return column === 'amount' && GROUPED_AMOUNT.test(value) ? value.replaceAll(',', '') : value;
}
