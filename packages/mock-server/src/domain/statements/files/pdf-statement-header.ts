import type { Locale } from '../../bank/index.js';
import type { StatementDocument } from '../statement-document.js';
import { bankDetailFields } from './pdf-bank-details.js';
import { drawFieldLines, fieldLineCount } from './pdf-field-lines.js';
import { formatIssueDate, formatLongDate, formatMoney } from './pdf-locale-format.js';
import {
  ACCENT,
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  drawBankBlock,
  type Fonts,
  INK,
  MUTED,
  PAGE,
  PANEL,
  RULE,
  style,
} from './pdf-page-layout.js';
import type { PagePen, Rgb } from './pdf-pen.js';
import type { StatementLabels } from './pdf-statement-labels.js';
import { fitSize, fitText } from './pdf-text.js';

/** The full header and the summary box of a statement's first page; each returns the y below what it drew. */

export type StatementContext = {
  doc: StatementDocument;
  labels: StatementLabels;
  locale: Locale;
  fonts: Fonts;
};

const PROVISIONAL_FILL: Rgb = [1, 0.95, 0.82];
const PROVISIONAL_EDGE: Rgb = [0.87, 0.6, 0.13];
const PROVISIONAL_INK: Rgb = [0.5, 0.28, 0];

const PANEL_PADDING = 10;
const LINE = 12;

/** Letterhead, title and period, the provisional warning if any, and the account panel. */
export function drawStatementHeader(pen: PagePen, ctx: StatementContext): number {
  const { doc, labels, locale, fonts } = ctx;
  const half = CONTENT_WIDTH / 2;
  const bankBottom = drawBankBlock(pen, fonts, doc.bank, half - 10);

  let right = PAGE.height - PAGE.margin - 16;
  pen.textRight(labels.title, CONTENT_RIGHT, right, style(fonts.bold, 20));
  right -= 17;
  const period = `${formatLongDate(doc.from, locale)} – ${formatLongDate(doc.to, locale)}`;
  pen.textRight(period, CONTENT_RIGHT, right, style(fonts.bold, 10));
  right -= 12;
  const issued = `${labels.issued} ${formatIssueDate(doc.issuedAt, locale)} · ${labels.statementNumber} ${doc.sequence}`;
  pen.textRight(issued, CONTENT_RIGHT, right, style(fonts.regular, 8, MUTED));

  let y = Math.min(bankBottom, right) - 14;
  if (doc.status === 'provisional') y = drawProvisionalBand(pen, fonts, labels.provisional, y, 'full');
  return drawAccountPanel(pen, ctx, y);
}

const PROVISIONAL_BANDS = {
  full: { height: 20, size: 9, baseline: 13.5, gap: 8 },
  compact: { height: 14, size: 7.5, baseline: 9.6, gap: 6 },
} as const;

/** The provisional warning across the page: full on a statement's first page, compact on the pages after it. */
export function drawProvisionalBand(
  pen: PagePen,
  fonts: Fonts,
  text: string,
  top: number,
  band: keyof typeof PROVISIONAL_BANDS,
): number {
  const { height, size, baseline, gap } = PROVISIONAL_BANDS[band];
  pen.rect(CONTENT_LEFT, top - height, CONTENT_WIDTH, height, PROVISIONAL_FILL);
  pen.rect(CONTENT_LEFT, top - height, 3, height, PROVISIONAL_EDGE);
  const fitted = fitText(fonts.bold, size, text, CONTENT_WIDTH - 20);
  pen.text(fitted, CONTENT_LEFT + 10, top - baseline, style(fonts.bold, size, PROVISIONAL_INK));
  return top - height - gap;
}

/** Who holds the account and how to pay into it, on a light panel. */
function drawAccountPanel(pen: PagePen, ctx: StatementContext, top: number): number {
  const { doc, labels, locale, fonts } = ctx;
  const half = CONTENT_WIDTH / 2;
  const columnWidth = half - 2 * PANEL_PADDING;
  const detailLines = doc.account.details.map((d) => bankDetailFields(d, locale));
  const currency = [{ label: labels.currency, value: doc.currency }];
  const rightLines =
    detailLines.reduce((n, fields) => n + fieldLineCount(fonts, fields, columnWidth), 0) +
    fieldLineCount(fonts, currency, columnWidth);
  // The left column is two label-over-value pairs: 40 pt from the first label to the last value.
  const contentHeight = Math.max(40, (rightLines - 1) * LINE) + 8;
  const height = contentHeight + 2 * PANEL_PADDING;
  pen.rect(CONTENT_LEFT, top - height, CONTENT_WIDTH, height, PANEL);

  const first = top - PANEL_PADDING - 7;
  const left = CONTENT_LEFT + PANEL_PADDING;
  const labelStyle = style(fonts.regular, 7.5, MUTED);
  pen.text(labels.holder, left, first, labelStyle);
  pen.text(
    fitText(fonts.bold, 10.5, doc.account.holderName, columnWidth),
    left,
    first - 12,
    style(fonts.bold, 10.5),
  );
  pen.text(labels.account, left, first - 28, labelStyle);
  pen.text(
    fitText(fonts.regular, 9.5, doc.account.name, columnWidth),
    left,
    first - 40,
    style(fonts.regular, 9.5),
  );

  let y = first;
  const at = { x: CONTENT_LEFT + half + PANEL_PADDING, maxWidth: columnWidth, lineHeight: LINE };
  for (const fields of [...detailLines, currency])
    y = drawFieldLines(pen, fonts, fields, { ...at, y }) - LINE;
  return top - height - 12;
}

/** Opening balance, money in, money out and closing balance in four boxes: the month at a glance. */
export function drawSummary(pen: PagePen, ctx: StatementContext, top: number): number {
  const { doc, labels, locale, fonts } = ctx;
  const cells: [string, bigint, Rgb][] = [
    [labels.openingBalance, doc.openingBalance, INK],
    [labels.moneyIn, doc.totalIn, INK],
    [labels.moneyOut, doc.totalOut, INK],
    [labels.closingBalance, doc.closingBalance, ACCENT],
  ];
  const height = 42;
  const width = CONTENT_WIDTH / cells.length;
  pen.frame(CONTENT_LEFT, top - height, CONTENT_WIDTH, height, RULE, 0.8);
  cells.forEach(([label, minor, colour], i) => {
    const x = CONTENT_LEFT + i * width;
    if (i > 0) pen.rect(x, top - height + 6, 0.8, height - 12, RULE);
    const inner = width - 20;
    pen.text(fitText(fonts.regular, 7.5, label, inner), x + 10, top - 14, style(fonts.regular, 7.5, MUTED));
    const amount = formatMoney(minor, doc.currency, locale);
    const size = fitSize(fonts.bold, 12, amount, inner);
    pen.text(amount, x + 10, top - 32, style(fonts.bold, size, colour));
  });
  return top - height - 16;
}
