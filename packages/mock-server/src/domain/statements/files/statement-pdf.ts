import { PDFDocument } from 'pdf-lib';
import type { Locale } from '../../bank/index.js';
import type { StatementDocument } from '../statement-document.js';
import { BODY_BOTTOM, drawFooter, embedFonts, PAGE } from './pdf-page-layout.js';
import { PagePen } from './pdf-pen.js';
import { drawContinuationHeader } from './pdf-statement-continuation-header.js';
import { drawStatementHeader, drawSummary, type StatementContext } from './pdf-statement-header.js';
import { STATEMENT_LABELS } from './pdf-statement-labels.js';
import {
  BALANCE_ROW_HEIGHT,
  drawBalanceRow,
  drawEntryRow,
  drawNoTransactionsRow,
  drawTableHeader,
  entryRowHeight,
} from './pdf-statement-table.js';

/**
 * The statement as a PDF a person reads and files: one statement per document, each starting on a new page
 * with its own "Page N of M". A statement's first page has the full header and the summary; the pages after it
 * a two-line header (bank, holder, account, currency, period) so entries get the room. Every page repeats the
 * column headings, and every entry shows its running balance. Standard fonts only, so any viewer shows it;
 * characters they cannot encode print as '?'.
 */
export async function buildStatementPdf(
  docs: readonly StatementDocument[],
  options: { locale: Locale },
): Promise<Uint8Array> {
  const first = docs[0];
  if (first === undefined) throw new RangeError('A statement PDF needs at least one statement document.');
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const labels = STATEMENT_LABELS[options.locale];
  describe(pdf, `${labels.title} ${first.ref}`, first.bank.name, options.locale, docs);
  for (const doc of docs) drawStatement(pdf, { doc, labels, locale: options.locale, fonts });
  return pdf.save();
}

/** Document properties; dates from the documents (not the wall clock) so the same statement gives the same bytes. */
function describe(
  pdf: PDFDocument,
  title: string,
  bank: string,
  locale: Locale,
  docs: readonly StatementDocument[],
) {
  const issued = new Date(Math.max(...docs.map((d) => d.issuedAt)));
  pdf.setTitle(title);
  pdf.setAuthor(bank);
  pdf.setCreator(bank);
  pdf.setProducer(bank);
  pdf.setLanguage(locale);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
}

function drawStatement(pdf: PDFDocument, ctx: StatementContext): void {
  const { doc, labels } = ctx;
  const pens: PagePen[] = [];
  const startPage = (): [PagePen, number] => {
    pens.at(-1)?.flush();
    const pen = new PagePen(pdf, pdf.addPage([PAGE.width, PAGE.height]));
    pens.push(pen);
    const y =
      pens.length === 1
        ? drawSummary(pen, ctx, drawStatementHeader(pen, ctx))
        : drawContinuationHeader(pen, ctx);
    return [pen, drawTableHeader(pen, ctx, y)];
  };

  let [pen, y] = startPage();
  y = drawBalanceRow(
    pen,
    ctx,
    { date: doc.from, label: labels.openingBalance, balance: doc.openingBalance },
    y,
  );
  if (doc.entries.length === 0) y = drawNoTransactionsRow(pen, ctx, y);
  for (const entry of doc.entries) {
    if (y - entryRowHeight(entry) < BODY_BOTTOM) [pen, y] = startPage();
    y = drawEntryRow(pen, ctx, entry, y);
  }
  if (y - BALANCE_ROW_HEIGHT < BODY_BOTTOM) [pen, y] = startPage();
  drawBalanceRow(pen, ctx, { date: doc.to, label: labels.closingBalance, balance: doc.closingBalance }, y);

  // Footers last, each page's in a stream of its own: "Page N of M" needs M.
  pens.forEach((page, i) => {
    drawFooter(page, ctx.fonts, `${labels.reference} ${doc.ref}`, labels.page(i + 1, pens.length));
    page.flush();
  });
}
