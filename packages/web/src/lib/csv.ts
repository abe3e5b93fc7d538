import Papa from 'papaparse';

export interface CsvColumn<Row> {
  header: string;
  /** A key of the row, or a function computing the cell. */
  value: keyof Row | ((row: Row) => string | number | boolean | null | undefined);
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a quote to cells a spreadsheet would run as a formula (OWASP CSV injection). */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** CSV text with a header row; every cell is neutralised against formula injection. */
export function toCsv<Row>(rows: ReadonlyArray<Row>, columns: ReadonlyArray<CsvColumn<Row>>): string {
  const fields = columns.map((c) => neutraliseCell(c.header));
  const data = rows.map((row) =>
    columns.map((c) => neutraliseCell(typeof c.value === 'function' ? c.value(row) : row[c.value])),
  );
  return Papa.unparse({ fields, data }, { quotes: false, newline: '\r\n' });
}
