import { accountIdentifierFields, type DetailField } from './pdf-bank-details.js';
import { drawFieldLines, fieldLineWidth } from './pdf-field-lines.js';
import { formatLongDate } from './pdf-locale-format.js';
import {
  ACCENT,
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  INK,
  MUTED,
  PAGE,
  RULE,
  style,
} from './pdf-page-layout.js';
import type { PagePen } from './pdf-pen.js';
import { drawProvisionalBand, type StatementContext } from './pdf-statement-header.js';
import { fitText, textWidth, winAnsi } from './pdf-text.js';

/**
 * The top of a statement's pages after its first, as banks print them: two lines saying whose account, which
 * one and which period, so a page taken out of the pile is still identifiable, and the rest of the page for
 * entries. The letterhead, account panel and summary stay on the first page.
 */

const GAP = 16;
const SEPARATOR = ' · ';

export function drawContinuationHeader(pen: PagePen, ctx: StatementContext): number {
  const { doc, labels, fonts } = ctx;
  const top = PAGE.height - PAGE.margin;

  // Line 1: the bank on the left, "Statement · 1 October 2026 – 31 October 2026" on the right.
  const first = top - 10;
  const titleWidth = drawTitleAndPeriod(pen, ctx, first);
  const bankWidth = CONTENT_WIDTH - titleWidth - GAP;
  pen.text(
    fitText(fonts.bold, 11, doc.bank.name, bankWidth),
    CONTENT_LEFT,
    first,
    style(fonts.bold, 11, ACCENT),
  );

  // Line 2: holder and account name on the left, account number and currency on the right.
  const second = top - 24;
  const fields = identifyingFields(ctx);
  const fieldsWidth = fieldLineWidth(fonts, fields);
  drawFieldLines(pen, fonts, fields, {
    x: CONTENT_RIGHT - fieldsWidth,
    y: second,
    maxWidth: Number.POSITIVE_INFINITY,
    lineHeight: 12,
  });
  drawHolder(pen, ctx, second, CONTENT_WIDTH - fieldsWidth - GAP);

  const rule = top - 31;
  pen.hLine(CONTENT_LEFT, CONTENT_RIGHT, rule, RULE, 0.6);
  let y = rule - 8;
  if (doc.status === 'provisional') y = drawProvisionalBand(pen, fonts, labels.provisional, y, 'compact');
  return y;
}

/** Draws the title and period right-aligned on `y`; returns how wide they are together. */
function drawTitleAndPeriod(pen: PagePen, ctx: StatementContext, y: number): number {
  const { doc, labels, locale, fonts } = ctx;
  const period = winAnsi(
    fonts.bold,
    `${formatLongDate(doc.from, locale)} – ${formatLongDate(doc.to, locale)}`,
  );
  const title = winAnsi(fonts.regular, `${labels.title}${SEPARATOR}`);
  const periodWidth = textWidth(fonts.bold, period, 9);
  const titleWidth = textWidth(fonts.regular, title, 9);
  pen.text(period, CONTENT_RIGHT - periodWidth, y, style(fonts.bold, 9, INK));
  pen.text(title, CONTENT_RIGHT - periodWidth - titleWidth, y, style(fonts.regular, 9, MUTED));
  return periodWidth + titleWidth;
}

/** The first (local) scheme's account number, then the currency: what the reader matches against their books. */
function identifyingFields(ctx: StatementContext): DetailField[] {
  const { doc, labels, locale } = ctx;
  const local = doc.account.details[0];
  const account = local === undefined ? [] : accountIdentifierFields(local, locale);
  return [...account, { label: labels.currency, value: doc.currency }];
}

/** "Northwind Trading Ltd · Operating account", the holder first: the account's own label only if room is left. */
function drawHolder(pen: PagePen, ctx: StatementContext, y: number, maxWidth: number): void {
  const { doc, fonts } = ctx;
  const holder = fitText(fonts.bold, 8.5, doc.account.holderName, maxWidth);
  pen.text(holder, CONTENT_LEFT, y, style(fonts.bold, 8.5, INK));
  const used = textWidth(fonts.bold, holder, 8.5);
  const rest = maxWidth - used - textWidth(fonts.regular, SEPARATOR, 8.5);
  if (rest < 40 || doc.account.name.trim() === '') return;
  const account = fitText(fonts.regular, 8.5, `${SEPARATOR}${doc.account.name}`, maxWidth - used);
  pen.text(account, CONTENT_LEFT + used, y, style(fonts.regular, 8.5, MUTED));
}
