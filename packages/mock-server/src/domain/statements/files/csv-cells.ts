/** CSV text as RFC 4180 writes it: comma separated, CRLF line ends, quoted only where a field needs it. */

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet will not run as a formula (OWASP CSV injection): a leading apostrophe, as the
 * portal's own CSV does. Only for text from people (descriptions, names, references); amounts are written by
 * the builders from bigint and stay numbers, so a debit's minus sign is kept.
 */
export function textCell(value: string | null): string {
  if (value === null) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function field(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A header record and one record per row, each ended by CRLF. */
export function csvFile(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(field).join(',')];
  for (const row of rows) lines.push(row.map(field).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
