import { fromMinorUnits, toMinorUnits } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { A4_WIDTH, createTextPdf, type PdfPage, type PdfText, textWidth } from '../../lib/text-pdf';
import { formatTransactionType, type Transaction } from './transaction-filters';

/** Only booked entries move a balance (the mock bank and the contract: completed and settled). */
export const BOOKED_STATUSES = new Set<Transaction['status']>(['completed', 'settled']);

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

export interface Statement {
  organizationName: string;
  bankAccountName: string;
  bankAccountRef: string;
  currency: string;
  from: string;
  to: string;
  openingBalance: string;
  closingBalance: string;
  totalIn: string;
  totalOut: string;
  rows: StatementRow[];
  /** Rows whose server `balance_after` disagrees with the computed running balance (should be none). */
  mismatches: string[];
}

export interface StatementInput {
  organizationName: string;
  bankAccountName: string;
  bankAccountRef: string;
  currency: string;
  from: string;
  to: string;
  /** The period's transactions for that bank account and currency, in the API's order (newest first). */
  transactions: ReadonlyArray<Transaction>;
  /**
   * Balance before the period when the period has no booked entry to derive it from (the newest booked
   * entry before `from`), else ignored. '0' when nothing is known.
   */
  balanceBefore?: string | null;
}

const signed = (t: Transaction): bigint =>
  t.direction === 'credit' ? toMinorUnits(t.amount, t.currency) : -toMinorUnits(t.amount, t.currency);

/**
 * The statement of one bank account in one currency: booked entries oldest first, the opening balance
 * derived from the first entry (its balance after minus its own amount), and a running balance in integer
 * minor units (BigInt), so every figure is exact to the minor unit.
 */
export function buildStatement(input: StatementInput): Statement {
  const { currency } = input;
  // The API lists newest first; a statement reads oldest first.
  const booked = [...input.transactions]
    .filter((t) => BOOKED_STATUSES.has(t.status) && t.currency === currency)
    .reverse();
  const first = booked[0];
  const opening = first
    ? toMinorUnits(first.balance_after, currency) - signed(first)
    : toMinorUnits(input.balanceBefore ?? '0', currency);
  let running = opening;
  let totalIn = 0n;
  let totalOut = 0n;
  const mismatches: string[] = [];
  const rows = booked.map((t): StatementRow => {
    const amount = signed(t);
    running += amount;
    if (amount > 0n) totalIn += amount;
    else totalOut -= amount;
    if (toMinorUnits(t.balance_after, currency) !== running) mismatches.push(t.ref);
    return {
      ref: t.ref,
      date: t.value_date,
      description: t.description,
      type: formatTransactionType(t.type),
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
const ROWS_PER_PAGE = 38;
const ROW_HEIGHT = 16;
const COLUMNS = { date: MARGIN, description: 110, out: 390, in: 465, balance: A4_WIDTH - MARGIN };

/** Cuts a text to fit a width, with an ellipsis. */
function fitText(text: string, width: number, size: number): string {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/** The statement laid out as A4 pages of text. */
export function statementPages(statement: Statement, generatedAt: string): PdfPage[] {
  const money = (value: string) => formatAmount(value, statement.currency);
  const chunks: StatementRow[][] = [];
  for (let i = 0; i < statement.rows.length; i += ROWS_PER_PAGE)
    chunks.push(statement.rows.slice(i, i + ROWS_PER_PAGE));
  if (chunks.length === 0) chunks.push([]);
  return chunks.map((rows, pageIndex) => {
    const texts: PdfText[] = [];
    const lines = [];
    let y = 60;
    if (pageIndex === 0) {
      texts.push({ x: MARGIN, y, text: 'Account statement', size: 18, font: 'bold' });
      y += 24;
      texts.push({ x: MARGIN, y, text: statement.organizationName, size: 11, font: 'bold' });
      y += 16;
      texts.push({
        x: MARGIN,
        y,
        text: `${statement.bankAccountName} (${statement.bankAccountRef}) - ${statement.currency}`,
        size: 10,
      });
      y += 14;
      texts.push({
        x: MARGIN,
        y,
        text: `Period: ${formatDate(statement.from)} to ${formatDate(statement.to)}`,
        size: 10,
      });
      y += 14;
      texts.push({ x: MARGIN, y, text: `Generated: ${generatedAt}`, size: 9 });
      y += 22;
      const summary: [string, string][] = [
        ['Opening balance', money(statement.openingBalance)],
        ['Money in', money(statement.totalIn)],
        ['Money out', money(statement.totalOut)],
        ['Closing balance', money(statement.closingBalance)],
      ];
      for (const [label, value] of summary) {
        texts.push({ x: MARGIN, y, text: label, size: 10, font: 'bold' });
        texts.push({ x: 260, y, text: `${value} ${statement.currency}`, size: 10, align: 'right' });
        y += 14;
      }
      y += 12;
    } else {
      texts.push({
        x: MARGIN,
        y,
        text: `Account statement - ${statement.bankAccountName} - ${statement.currency} (continued)`,
        size: 10,
        font: 'bold',
      });
      y += 24;
    }
    const header = y;
    texts.push({ x: COLUMNS.date, y, text: 'Date', size: 9, font: 'bold' });
    texts.push({ x: COLUMNS.description, y, text: 'Description', size: 9, font: 'bold' });
    texts.push({ x: COLUMNS.out, y, text: 'Money out', size: 9, font: 'bold', align: 'right' });
    texts.push({ x: COLUMNS.in, y, text: 'Money in', size: 9, font: 'bold', align: 'right' });
    texts.push({ x: COLUMNS.balance, y, text: 'Balance', size: 9, font: 'bold', align: 'right' });
    lines.push({ x1: MARGIN, y1: header + 5, x2: A4_WIDTH - MARGIN, y2: header + 5 });
    y += ROW_HEIGHT + 2;
    if (pageIndex === 0) {
      texts.push({ x: COLUMNS.description, y, text: 'Opening balance', size: 9 });
      texts.push({
        x: COLUMNS.balance,
        y,
        text: money(statement.openingBalance),
        size: 9,
        align: 'right',
      });
      y += ROW_HEIGHT;
    }
    for (const row of rows) {
      texts.push({ x: COLUMNS.date, y, text: formatDate(row.date), size: 9 });
      texts.push({
        x: COLUMNS.description,
        y,
        text: fitText(`${row.type}: ${row.description}`, 215, 9),
        size: 9,
      });
      if (row.moneyOut) texts.push({ x: COLUMNS.out, y, text: money(row.moneyOut), size: 9, align: 'right' });
      if (row.moneyIn) texts.push({ x: COLUMNS.in, y, text: money(row.moneyIn), size: 9, align: 'right' });
      texts.push({ x: COLUMNS.balance, y, text: money(row.balance), size: 9, align: 'right' });
      y += ROW_HEIGHT;
    }
    if (pageIndex === chunks.length - 1) {
      if (statement.rows.length === 0) {
        texts.push({ x: COLUMNS.description, y, text: 'No booked transactions in this period.', size: 9 });
        y += ROW_HEIGHT;
      }
      lines.push({ x1: MARGIN, y1: y - 10, x2: A4_WIDTH - MARGIN, y2: y - 10 });
      y += 4;
      texts.push({ x: COLUMNS.description, y, text: 'Closing balance', size: 9, font: 'bold' });
      texts.push({
        x: COLUMNS.balance,
        y,
        text: money(statement.closingBalance),
        size: 9,
        font: 'bold',
        align: 'right',
      });
    }
    texts.push({
      x: A4_WIDTH - MARGIN,
      y: 810,
      text: `Page ${pageIndex + 1} of ${chunks.length}`,
      size: 8,
      align: 'right',
    });
    return { texts, lines };
  });
}

export function statementPdf(statement: Statement, generatedAt: string): Blob {
  return createTextPdf({
    title: `Statement ${statement.bankAccountRef} ${statement.currency} ${statement.from} to ${statement.to}`,
    pages: statementPages(statement, generatedAt),
  });
}

export function statementFileName(statement: Pick<Statement, 'bankAccountRef' | 'currency' | 'from' | 'to'>) {
  return `statement-${statement.bankAccountRef}-${statement.currency}-${statement.from}-to-${statement.to}.pdf`;
}
