import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import Papa from 'papaparse';
import { formatNumber } from '../../../lib/format-number';
import {
  BATCH_FILE_COLUMNS,
  type BatchFileCells,
  type BatchFileColumn,
  columnOfHeader,
  emptyCells,
  MAX_BATCH_ROWS,
  REQUIRED_COLUMNS,
} from './batch-file-columns';
import { cellValue } from './cell-value';

export const EMPTY_FILE_TEXT = msg`The file is empty. Download the template, add one row per payment and upload it again.`;
export const NO_ROWS_TEXT = msg`The file has its header but no payments. Add one row per payment.`;
export const NOT_UTF8_TEXT = msg`The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8 (comma delimited)" and upload it again.`;
export const SEMICOLON_TEXT = msg`The values are separated by semicolons. Use commas: save the file as "CSV UTF-8 (comma delimited)" and upload it again.`;
export const NO_RECIPIENT_COLUMNS_TEXT = msg`The file needs a recipient column (existing recipients) or the new recipient columns (name, type, country and bank details).`;

export const tooManyRowsText = (rows: number) => {
  const count = formatNumber(rows);
  const max = formatNumber(MAX_BATCH_ROWS);
  return t`The file has ${count} payments; a bulk payment takes up to ${max} rows. Split it into files of up to ${max} rows.`;
};
/** The template's columns, as the file names them (a file format, not translated). */
const templateColumns = () => BATCH_FILE_COLUMNS.join(', ');
export const unknownColumnText = (column: string) => {
  const columns = templateColumns();
  return t`Unknown column "${column}". Use the template's columns: ${columns}.`;
};
export const missingColumnText = (column: string) => {
  const columns = templateColumns();
  return t`The column "${column}" is missing. Use the template's columns: ${columns}.`;
};
export const repeatedColumnText = (column: string) => t`The column "${column}" appears twice.`;
export const tooManyValuesText = (line: number) => {
  const number = formatNumber(line);
  return t`Line ${number} has more values than the header has columns (a comma inside a value needs quotes).`;
};
export const unclosedQuoteText = (line: number) => {
  const number = formatNumber(line);
  return t`Line ${number} opens a quote that is never closed.`;
};

export type BatchFile =
  | {
      ok: true;
      rows: BatchFileCells[];
      /** The file began with a UTF-8 byte-order mark, which was accepted and left out. */
      hadByteOrderMark: boolean;
    }
  | { ok: false; message: string };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

const refuse = (message: string | MessageDescriptor): BatchFile => ({
  ok: false,
  message: typeof message === 'string' ? message : i18n._(message),
});

/** The file's text, or null when it is not UTF-8 (a legacy code page, UTF-16). The BOM is dropped. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Header names as typed ('Amount ' → 'amount'), checked against the template's columns. */
function readHeader(header: readonly string[]): BatchFileColumn[] | string {
  const columns: BatchFileColumn[] = [];
  for (const name of header) {
    const column = columnOfHeader(name);
    if (!column) return unknownColumnText(name.trim().toLowerCase());
    if (columns.includes(column)) return repeatedColumnText(column);
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.find((c) => !columns.includes(c));
  if (missing) return missingColumnText(missing);
  if (!columns.includes('recipient') && !columns.includes('name')) return i18n._(NO_RECIPIENT_COLUMNS_TEXT);
  return columns;
}

/**
 * Reads a bulk payment file: UTF-8 CSV with commas and the template's header, 1 to 1,000 rows. Anything else
 * is refused whole with a message saying what to do (nothing is sent to the bank). A UTF-8 byte-order mark,
 * which spreadsheets write, is accepted and left out. Cells are trimmed (amounts lose their thousands
 * separators, cell-value); rows of only commas are skipped.
 */
export function readBatchFile(bytes: Uint8Array): BatchFile {
  if (bytes.length === 0) return refuse(EMPTY_FILE_TEXT);
  const hadByteOrderMark = UTF8_BOM.every((b, i) => bytes[i] === b);
  const text = decodeUtf8(bytes);
  if (text === null) return refuse(NOT_UTF8_TEXT);
  if (text.trim() === '') return refuse(EMPTY_FILE_TEXT);

  const firstLine = text.trimStart().split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(';') && !firstLine.includes(',')) return refuse(SEMICOLON_TEXT);

  const parsed = Papa.parse<string[]>(text.trimStart(), { delimiter: ',', skipEmptyLines: 'greedy' });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return refuse(unclosedQuoteText((quoteError.row ?? 0) + 1));
  const [header = [], ...lines] = parsed.data;
  const columns = readHeader(header);
  if (typeof columns === 'string') return refuse(columns);

  const data = lines.filter((cells) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0) return refuse(NO_ROWS_TEXT);
  if (data.length > MAX_BATCH_ROWS) return refuse(tooManyRowsText(data.length));

  const rows: BatchFileCells[] = [];
  for (const [i, cells] of data.entries()) {
    if (cells.length > columns.length) return refuse(tooManyValuesText(i + 2));
    const row = emptyCells();
    columns.forEach((column, c) => {
      row[column] = cellValue(column, cells[c] ?? '');
    });
    rows.push(row);
  }
  return { ok: true, rows, hadByteOrderMark };
}
