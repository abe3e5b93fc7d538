import type { StatementEntry } from '../statement-document.js';
import { formatMoney, formatShortDate } from './pdf-locale-format.js';
import { CONTENT_LEFT, CONTENT_RIGHT, MUTED, PANEL, RULE, style } from './pdf-page-layout.js';
import type { PagePen } from './pdf-pen.js';
import type { StatementContext } from './pdf-statement-header.js';
import { fitSize, fitText } from './pdf-text.js';

/** The entries table: Date, Description (with counterparty), Money in, Money out, Balance. */

const AMOUNT_WIDTH = 82;
const AMOUNT_STEP = 90;
const X = {
  date: CONTENT_LEFT + 4,
  description: CONTENT_LEFT + 64,
  balanceRight: CONTENT_RIGHT - 4,
  moneyOutRight: CONTENT_RIGHT - 4 - AMOUNT_STEP,
  moneyInRight: CONTENT_RIGHT - 4 - 2 * AMOUNT_STEP,
};
const DESCRIPTION_WIDTH = X.moneyInRight - AMOUNT_WIDTH - 6 - X.description;

const SIZE = 8.5;
const DETAIL_SIZE = 7;
export const TABLE_HEADER_HEIGHT = 18;
const SINGLE_ROW = 14;
const DOUBLE_ROW = 21;

/** Counterparty and the customer's reference under the description, when the entry has either. */
function detailLine(entry: StatementEntry): string {
  return [entry.counterpartyName, entry.reference].filter((part) => part !== null && part !== '').join(' · ');
}

export function entryRowHeight(entry: StatementEntry): number {
  return detailLine(entry) === '' ? SINGLE_ROW : DOUBLE_ROW;
}

/** Height of the opening, closing and "no transactions" rows. */
export const BALANCE_ROW_HEIGHT = SINGLE_ROW + 2;

export function drawTableHeader(pen: PagePen, ctx: StatementContext, top: number): number {
  const { labels, fonts } = ctx;
  const head = style(fonts.bold, 7.5, MUTED);
  const y = top - 11;
  pen.text(labels.date, X.date, y, head);
  pen.text(labels.description, X.description, y, head);
  pen.textRight(fitText(fonts.bold, 7.5, labels.moneyIn, AMOUNT_WIDTH), X.moneyInRight, y, head);
  pen.textRight(fitText(fonts.bold, 7.5, labels.moneyOut, AMOUNT_WIDTH), X.moneyOutRight, y, head);
  pen.textRight(fitText(fonts.bold, 7.5, labels.balance, AMOUNT_WIDTH), X.balanceRight, y, head);
  pen.hLine(CONTENT_LEFT, CONTENT_RIGHT, top - TABLE_HEADER_HEIGHT, MUTED, 0.8);
  return top - TABLE_HEADER_HEIGHT;
}

/** An amount right-aligned in its column, shrunk rather than spilling into its neighbour. */
function drawAmount(
  pen: PagePen,
  ctx: StatementContext,
  minor: bigint,
  right: number,
  y: number,
  bold = false,
) {
  const font = bold ? ctx.fonts.bold : ctx.fonts.regular;
  const text = formatMoney(minor, ctx.doc.currency, ctx.locale);
  pen.textRight(text, right, y, style(font, fitSize(font, SIZE, text, AMOUNT_WIDTH)));
}

export function drawEntryRow(
  pen: PagePen,
  ctx: StatementContext,
  entry: StatementEntry,
  top: number,
): number {
  const { fonts, locale } = ctx;
  const y = top - 9.5;
  const body = style(fonts.regular, SIZE);
  pen.text(formatShortDate(entry.bookingDate, locale), X.date, y, body);
  pen.text(fitText(fonts.regular, SIZE, entry.description, DESCRIPTION_WIDTH), X.description, y, body);
  const detail = detailLine(entry);
  if (detail !== '') {
    const text = fitText(fonts.regular, DETAIL_SIZE, detail, DESCRIPTION_WIDTH);
    pen.text(text, X.description, y - 8.5, style(fonts.regular, DETAIL_SIZE, MUTED));
  }
  const amountRight = entry.direction === 'credit' ? X.moneyInRight : X.moneyOutRight;
  drawAmount(pen, ctx, entry.amount, amountRight, y);
  drawAmount(pen, ctx, entry.balanceAfter, X.balanceRight, y);
  const bottom = top - entryRowHeight(entry);
  pen.hLine(CONTENT_LEFT, CONTENT_RIGHT, bottom, RULE, 0.4);
  return bottom;
}

/** The opening or closing balance as a row of its own, shaded, so the running balance reads from one to the other. */
export function drawBalanceRow(
  pen: PagePen,
  ctx: StatementContext,
  row: { date: string; label: string; balance: bigint },
  top: number,
): number {
  const { fonts, locale } = ctx;
  const bottom = top - BALANCE_ROW_HEIGHT;
  pen.rect(CONTENT_LEFT, bottom, CONTENT_RIGHT - CONTENT_LEFT, BALANCE_ROW_HEIGHT, PANEL);
  const y = top - 11;
  pen.text(formatShortDate(row.date, locale), X.date, y, style(fonts.bold, SIZE));
  pen.text(
    fitText(fonts.bold, SIZE, row.label, DESCRIPTION_WIDTH),
    X.description,
    y,
    style(fonts.bold, SIZE),
  );
  drawAmount(pen, ctx, row.balance, X.balanceRight, y, true);
  return bottom;
}

export function drawNoTransactionsRow(pen: PagePen, ctx: StatementContext, top: number): number {
  const { fonts, labels } = ctx;
  const width = X.balanceRight - X.description;
  pen.text(
    fitText(fonts.regular, SIZE, labels.noTransactions, width),
    X.description,
    top - 14,
    style(fonts.regular, SIZE, MUTED),
  );
  return top - BALANCE_ROW_HEIGHT - 6;
}
