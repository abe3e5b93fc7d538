import { plural, t } from '@lingui/core/macro';
import { fromMinorUnits, toMinorUnits } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { A4_WIDTH, type PdfLine, type PdfPage, type PdfText, writePdf } from '../../lib/pdf-document';
import { isBooked } from './booked';
import { formatTransactionType, type Transaction } from './transaction-filters';

export interface StatementRow {
  ref: string;
  date: string;
  description: string;
  type: string;
  moneyIn: string | null;
  moneyOut: string | null;
  /** Running balance after this row, computed from the opening balance (decimal string). */
  balance: string;
}

/** Whose statement it is: the bank account, the currency and the period (dates `YYYY-MM-DD`). */
export interface StatementPeriod {
  organizationName: string;
  bankAccountName: string;
  bankAccountRef: string;
  currency: string;
  from: string;
  to: string;
}

export interface Statement extends StatementPeriod {
  openingBalance: string;
  closingBalance: string;
  totalIn: string;
  totalOut: string;
  rows: StatementRow[];
  /** Rows whose server `balance_after` disagrees with the computed running balance (should be none). */
  mismatches: string[];
}

export interface StatementInput extends StatementPeriod {
  /** The period's transactions for that bank account and currency, in the API's order (newest first). */
  transactions: ReadonlyArray<Transaction>;
  /**
   * Balance before the period when the period has no booked entry to derive it from (the newest booked
   * entry before `from`), else ignored. '0' when nothing is known.
   */
  balanceBefore?: string | null;
}

const signed = (entry: Transaction): bigint =>
  entry.direction === 'credit'
    ? toMinorUnits(entry.amount, entry.currency)
    : -toMinorUnits(entry.amount, entry.currency);

/**
 * The statement of one bank account in one currency: booked entries oldest first, the opening balance
 * derived from the first entry (its balance after minus its own amount), and a running balance in integer
 * minor units (BigInt), so every figure is exact to the minor unit.
 */
export function buildStatement(input: StatementInput): Statement {
  const { currency } = input;
  // The API lists newest first; a statement reads oldest first.
  const booked = [...input.transactions]
    .filter((entry) => isBooked(entry) && entry.currency === currency)
    .reverse();
  const first = booked[0];
  const opening = first
    ? toMinorUnits(first.balance_after, currency) - signed(first)
    : toMinorUnits(input.balanceBefore ?? '0', currency);
  let running = opening;
  let totalIn = 0n;
  let totalOut = 0n;
  const mismatches: string[] = [];
  const rows = booked.map((entry): StatementRow => {
    const amount = signed(entry);
    running += amount;
    if (amount > 0n) totalIn += amount;
    else totalOut -= amount;
    if (toMinorUnits(entry.balance_after, currency) !== running) mismatches.push(entry.ref);
    return {
      ref: entry.ref,
      date: entry.value_date,
      description: entry.description,
      type: formatTransactionType(entry.type),
      moneyIn: amount > 0n ? fromMinorUnits(amount, currency) : null,
      moneyOut: amount < 0n ? fromMinorUnits(-amount, currency) : null,
      balance: fromMinorUnits(running, currency),
    };
  });
  return {
    organizationName: input.organizationName,
    bankAccountName: input.bankAccountName,
    bankAccountRef: input.bankAccountRef,
    currency,
    from: input.from,
    to: input.to,
    openingBalance: fromMinorUnits(opening, currency),
    closingBalance: fromMinorUnits(running, currency),
    totalIn: fromMinorUnits(totalIn, currency),
    totalOut: fromMinorUnits(totalOut, currency),
    rows,
    mismatches,
  };
}

const MARGIN = 40;
const ROW_HEIGHT = 16;
/** Rows stop here; below are the closing balance (last page) and the page number at FOOTER_Y. */
const ROWS_BOTTOM = 770;
const FOOTER_Y = 810;
/** The width between the margins. */
const TEXT_WIDTH = A4_WIDTH - 2 * MARGIN;
const COLUMNS = { date: MARGIN, description: 110, out: 390, in: 465, balance: A4_WIDTH - MARGIN };
/** Marks a row whose server balance disagrees with the computed running balance. */
export const MISMATCH_MARK = '*';

/**
 * The warning for rows whose server running balance (`balance_after`) disagrees with the one computed here:
 * shown in the dialog and printed on the statement. Null when every row agrees.
 */
export function mismatchWarning(statement: Pick<Statement, 'mismatches'>): string | null {
  const count = statement.mismatches.length;
  if (count === 0) return null;
  const refs = statement.mismatches.join(', ');
  return plural(count, {
    one: `The bank's recorded balance differs from the running balance computed for this statement on # entry: ${refs}. The statement shows the computed balance; please contact support before relying on it.`,
    other: `The bank's recorded balance differs from the running balance computed for this statement on # entries: ${refs}. The statement shows the computed balance; please contact support before relying on it.`,
  });
}

interface PageDraft {
  texts: PdfText[];
  lines: PdfLine[];
}

/** The statement laid out as A4 pages of text: rows flow onto as many pages as they need. */
export function statementPages(statement: Statement, generatedAt: string): PdfPage[] {
  const money = (value: string) => formatAmount(value, statement.currency);
  const { bankAccountName, currency } = statement;
  const mismatched = new Set(statement.mismatches);
  const pages: PageDraft[] = [];
  let page: PageDraft = { texts: [], lines: [] };
  let y = 60;

  const columnHeader = () => {
    const header = y;
    page.texts.push({ x: COLUMNS.date, y, text: t`Date`, size: 9, font: 'bold' });
    page.texts.push({ x: COLUMNS.description, y, text: t`Description`, size: 9, font: 'bold' });
    page.texts.push({ x: COLUMNS.out, y, text: t`Money out`, size: 9, font: 'bold', align: 'right' });
    page.texts.push({ x: COLUMNS.in, y, text: t`Money in`, size: 9, font: 'bold', align: 'right' });
    page.texts.push({ x: COLUMNS.balance, y, text: t`Balance`, size: 9, font: 'bold', align: 'right' });
    page.lines.push({ x1: MARGIN, y1: header + 5, x2: A4_WIDTH - MARGIN, y2: header + 5 });
    y += ROW_HEIGHT + 2;
  };
  const newPage = () => {
    pages.push(page);
    page = { texts: [], lines: [] };
    y = 60;
    page.texts.push({
      x: MARGIN,
      y,
      text: t`Account statement - ${bankAccountName} - ${currency} (continued)`,
      size: 10,
      font: 'bold',
      maxWidth: TEXT_WIDTH,
    });
    y += 24;
    columnHeader();
  };

  page.texts.push({ x: MARGIN, y, text: t`Account statement`, size: 18, font: 'bold' });
  y += 24;
  page.texts.push({
    x: MARGIN,
    y,
    text: statement.organizationName,
    size: 11,
    font: 'bold',
    maxWidth: TEXT_WIDTH,
  });
  y += 16;
  page.texts.push({
    x: MARGIN,
    y,
    text: `${statement.bankAccountName} (${statement.bankAccountRef}) - ${statement.currency}`,
    size: 10,
    maxWidth: TEXT_WIDTH,
  });
  y += 14;
  const from = formatDate(statement.from);
  const to = formatDate(statement.to);
  page.texts.push({
    x: MARGIN,
    y,
    text: t`Period: ${from} to ${to}`,
    size: 10,
  });
  y += 14;
  page.texts.push({ x: MARGIN, y, text: t`Generated: ${generatedAt}`, size: 9 });
  y += 22;
  const summary: [string, string][] = [
    [t`Opening balance`, money(statement.openingBalance)],
    [t`Money in`, money(statement.totalIn)],
    [t`Money out`, money(statement.totalOut)],
    [t`Closing balance`, money(statement.closingBalance)],
  ];
  for (const [label, value] of summary) {
    page.texts.push({ x: MARGIN, y, text: label, size: 10, font: 'bold' });
    page.texts.push({ x: 260, y, text: `${value} ${statement.currency}`, size: 10, align: 'right' });
    y += 14;
  }
  if (statement.mismatches.length > 0) {
    const mark = MISMATCH_MARK;
    const refs = statement.mismatches.join(', ');
    y += 6;
    page.texts.push({
      x: MARGIN,
      y,
      text: t`Warning: on the entries marked ${mark} the bank's recorded balance differs from this running balance.`,
      size: 9,
      font: 'bold',
      maxWidth: TEXT_WIDTH,
    });
    y += 12;
    page.texts.push({
      x: MARGIN,
      y,
      text: t`Entries: ${refs}`,
      size: 9,
      maxWidth: TEXT_WIDTH,
    });
    y += 12;
  }
  y += 12;
  columnHeader();
  page.texts.push({ x: COLUMNS.description, y, text: t`Opening balance`, size: 9 });
  page.texts.push({ x: COLUMNS.balance, y, text: money(statement.openingBalance), size: 9, align: 'right' });
  y += ROW_HEIGHT;

  for (const row of statement.rows) {
    if (y > ROWS_BOTTOM) newPage();
    page.texts.push({ x: COLUMNS.date, y, text: formatDate(row.date), size: 9 });
    page.texts.push({
      x: COLUMNS.description,
      y,
      text: `${row.type}: ${row.description}`,
      size: 9,
      maxWidth: 215,
    });
    if (row.moneyOut)
      page.texts.push({ x: COLUMNS.out, y, text: money(row.moneyOut), size: 9, align: 'right' });
    if (row.moneyIn) page.texts.push({ x: COLUMNS.in, y, text: money(row.moneyIn), size: 9, align: 'right' });
    const balance = money(row.balance);
    page.texts.push({
      x: COLUMNS.balance,
      y,
      text: mismatched.has(row.ref) ? `${MISMATCH_MARK} ${balance}` : balance,
      size: 9,
      align: 'right',
    });
    y += ROW_HEIGHT;
  }

  if (statement.rows.length === 0) {
    page.texts.push({ x: COLUMNS.description, y, text: t`No booked transactions in this period.`, size: 9 });
    y += ROW_HEIGHT;
  }
  page.lines.push({ x1: MARGIN, y1: y - 10, x2: A4_WIDTH - MARGIN, y2: y - 10 });
  y += 4;
  page.texts.push({ x: COLUMNS.description, y, text: t`Closing balance`, size: 9, font: 'bold' });
  page.texts.push({
    x: COLUMNS.balance,
    y,
    text: money(statement.closingBalance),
    size: 9,
    font: 'bold',
    align: 'right',
  });
  pages.push(page);

  const pageCount = pages.length;
  return pages.map((draft, index) => {
    const pageNumber = index + 1;
    return {
      texts: [
        ...draft.texts,
        {
          x: A4_WIDTH - MARGIN,
          y: FOOTER_Y,
          text: t`Page ${pageNumber} of ${pageCount}`,
          size: 8,
          align: 'right' as const,
        },
      ],
      lines: draft.lines,
    };
  });
}

function statementTitle({ bankAccountRef, currency, from, to }: Statement): string {
  return t`Statement ${bankAccountRef} ${currency} ${from} to ${to}`;
}

export function statementPdf(statement: Statement, generatedAt: string): Promise<Blob> {
  return writePdf({
    title: statementTitle(statement),
    pages: statementPages(statement, generatedAt),
  });
}

export function statementFileName(statement: Pick<Statement, 'bankAccountRef' | 'currency' | 'from' | 'to'>) {
  return `statement-${statement.bankAccountRef}-${statement.currency}-${statement.from}-to-${statement.to}.pdf`;
}
