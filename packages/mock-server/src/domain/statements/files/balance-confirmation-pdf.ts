import { PDFDocument } from 'pdf-lib';
import type { Locale } from '../../bank/index.js';
import type { BalanceConfirmationDocument } from '../statement-document.js';
import { LETTER_LABELS } from './pdf-letter-labels.js';
import {
  balanceRowHeight,
  drawBalanceRow,
  drawLetterTableHeader,
  type LetterContext,
} from './pdf-letter-table.js';
import { formatIssueDate, formatLongDate } from './pdf-locale-format.js';
import {
  ACCENT,
  BODY_BOTTOM,
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  drawBankBlock,
  drawFooter,
  embedFonts,
  MUTED,
  PAGE,
  PANEL,
  style,
} from './pdf-page-layout.js';
import { PagePen } from './pdf-pen.js';
import { fitSize, fitText, wrapText } from './pdf-text.js';

/**
 * The bank's letter to an auditor on its letterhead: to whom, as at which day, every balance, and the
 * reference by which the auditor checks with the bank that the letter is genuine. One page unless the
 * balances need more; the reference is in the top corner, in its own panel and in every footer.
 */
export async function buildBalanceConfirmationPdf(
  doc: BalanceConfirmationDocument,
  options: { locale: Locale },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const ctx: LetterContext = {
    doc,
    labels: LETTER_LABELS[options.locale],
    locale: options.locale,
    fonts: await embedFonts(pdf),
  };
  const date = formatLongDate(doc.date, options.locale);
  // Dates from the document, not the wall clock: the same letter gives the same bytes.
  pdf.setTitle(`${ctx.labels.title(date)} — ${doc.verificationReference}`);
  pdf.setAuthor(doc.bank.name);
  pdf.setCreator(doc.bank.name);
  pdf.setProducer(doc.bank.name);
  pdf.setLanguage(options.locale);
  pdf.setCreationDate(new Date(doc.issuedAt));
  pdf.setModificationDate(new Date(doc.issuedAt));

  const pens: PagePen[] = [];
  const startPage = (): [PagePen, number] => {
    pens.at(-1)?.flush();
    const pen = new PagePen(pdf, pdf.addPage([PAGE.width, PAGE.height]));
    pens.push(pen);
    return [pen, drawLetterhead(pen, ctx)];
  };

  let [pen, y] = startPage();
  y = drawOpening(pen, ctx, y);
  y = drawLetterTableHeader(pen, ctx, y);
  for (const balance of doc.balances) {
    if (y - balanceRowHeight(ctx, balance) < BODY_BOTTOM) {
      [pen, y] = startPage();
      y = drawLetterTableHeader(pen, ctx, y);
    }
    y = drawBalanceRow(pen, ctx, balance, y);
  }
  const closing = closingLines(ctx);
  if (y - closingHeight(closing) < BODY_BOTTOM) [pen, y] = startPage();
  drawClosing(pen, ctx, closing, y);

  const footerLeft = `${ctx.labels.verificationReference} ${doc.verificationReference}`;
  pens.forEach((page, i) => {
    drawFooter(page, ctx.fonts, footerLeft, ctx.labels.page(i + 1, pens.length));
    page.flush();
  });
  return pdf.save();
}

/** Bank block on the left, the verification reference boxed on the right; returns the y below both. */
function drawLetterhead(pen: PagePen, ctx: LetterContext): number {
  const { doc, labels, fonts } = ctx;
  const bankBottom = drawBankBlock(pen, fonts, doc.bank, CONTENT_WIDTH / 2);
  const width = 190;
  const height = 44;
  const x = CONTENT_RIGHT - width;
  const top = PAGE.height - PAGE.margin;
  pen.rect(x, top - height, width, height, PANEL);
  pen.rect(x, top - height, 3, height, ACCENT);
  const label = fitText(fonts.regular, 7.5, labels.verificationReference, width - 24);
  pen.text(label, x + 12, top - 14, style(fonts.regular, 7.5, MUTED));
  const ref = doc.verificationReference;
  pen.text(ref, x + 12, top - 33, style(fonts.mono, fitSize(fonts.mono, 14, ref, width - 24), ACCENT));
  return Math.min(bankBottom, top - height) - 28;
}

/** Addressee, date, title and the confirming sentence. */
function drawOpening(pen: PagePen, ctx: LetterContext, top: number): number {
  const { doc, labels, locale, fonts } = ctx;
  const half = CONTENT_WIDTH / 2;
  let y = top;
  pen.text(labels.to, CONTENT_LEFT, y, style(fonts.regular, 7.5, MUTED));
  pen.textRight(formatIssueDate(doc.issuedAt, locale), CONTENT_RIGHT, y - 12, style(fonts.regular, 9.5));
  y -= 12;
  pen.text(fitText(fonts.bold, 11, doc.organizationName, half), CONTENT_LEFT, y, style(fonts.bold, 11));
  y -= 12;
  const requested = `${labels.requestedBy} ${doc.requestedBy}`;
  pen.text(fitText(fonts.regular, 8.5, requested, half), CONTENT_LEFT, y, style(fonts.regular, 8.5, MUTED));
  y -= 34;
  // No-break spaces keep the date on one line when the sentence wraps.
  const date = formatLongDate(doc.date, locale).replaceAll(' ', '\u00a0');
  for (const line of wrapText(fonts.bold, 16, labels.title(date), CONTENT_WIDTH)) {
    pen.text(line, CONTENT_LEFT, y, style(fonts.bold, 16));
    y -= 20;
  }
  y -= 2;
  for (const line of wrapText(
    fonts.regular,
    10,
    labels.confirmation(doc.organizationName, date),
    CONTENT_WIDTH,
  )) {
    pen.text(line, CONTENT_LEFT, y, style(fonts.regular, 10));
    y -= 14;
  }
  return y - 6;
}

type ClosingLines = { howTo: string[] };

const HOW_TO_SIZE = 9;
const HOW_TO_LINE = 12.5;

function closingLines(ctx: LetterContext): ClosingLines {
  const { doc, labels, fonts } = ctx;
  const howTo = labels.howToVerify(doc.bank.name, doc.verificationReference);
  return { howTo: wrapText(fonts.regular, HOW_TO_SIZE, howTo, CONTENT_WIDTH - 28) };
}

function panelHeight(closing: ClosingLines): number {
  return 46 + closing.howTo.length * HOW_TO_LINE;
}

/** The verification panel and the sign-off, which stay together after the table. */
function closingHeight(closing: ClosingLines): number {
  return 24 + panelHeight(closing) + 56;
}

function drawClosing(pen: PagePen, ctx: LetterContext, closing: ClosingLines, top: number): void {
  const { doc, labels, locale, fonts } = ctx;
  let y = top - 24;
  const height = panelHeight(closing);
  pen.rect(CONTENT_LEFT, y - height, CONTENT_WIDTH, height, PANEL);
  pen.rect(CONTENT_LEFT, y - height, 3, height, ACCENT);
  pen.text(labels.verificationReference, CONTENT_LEFT + 14, y - 15, style(fonts.regular, 8, MUTED));
  const ref = doc.verificationReference;
  const refSize = fitSize(fonts.mono, 16, ref, CONTENT_WIDTH - 28);
  pen.text(ref, CONTENT_LEFT + 14, y - 35, style(fonts.mono, refSize, ACCENT));
  let line = y - 35 - 17;
  for (const text of closing.howTo) {
    pen.text(text, CONTENT_LEFT + 14, line, style(fonts.regular, HOW_TO_SIZE));
    line -= HOW_TO_LINE;
  }
  y -= height + 34;
  pen.text(labels.signOff(doc.bank.name), CONTENT_LEFT, y, style(fonts.bold, 10));
  pen.text(
    labels.issued(formatIssueDate(doc.issuedAt, locale)),
    CONTENT_LEFT,
    y - 14,
    style(fonts.regular, 9, MUTED),
  );
}
