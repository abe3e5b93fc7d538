import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { PagePen, Rgb, TextStyle } from './pdf-pen.js';
import { fitText, textWidth, winAnsi, wrapText } from './pdf-text.js';

/** What the bank's printed pages share: A4, margins, fonts, colours, the letterhead's bank block and the footer. */

export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_LEFT = PAGE.margin;
export const CONTENT_RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;
/** Lowest baseline body content may use: below it sit the footer's rule and lines. */
export const BODY_BOTTOM = PAGE.margin + 30;

export const INK: Rgb = [0.11, 0.13, 0.16];
export const MUTED: Rgb = [0.42, 0.45, 0.5];
export const RULE: Rgb = [0.84, 0.86, 0.89];
export const ACCENT: Rgb = [0.05, 0.29, 0.5];
export const PANEL: Rgb = [0.95, 0.96, 0.97];

export type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.CourierBold),
  };
}

export const style = (font: PDFFont, size: number, color: Rgb = INK): TextStyle => ({ font, size, color });

export type BankLetterhead = { name: string; address: string; bic: string | null };

/**
 * The bank's name, address and BIC at the top left of a page, at most `maxWidth` wide.
 * Returns the baseline of its last line.
 */
export function drawBankBlock(pen: PagePen, fonts: Fonts, bank: BankLetterhead, maxWidth: number): number {
  let y = PAGE.height - PAGE.margin - 12;
  pen.text(fitText(fonts.bold, 14, bank.name, maxWidth), CONTENT_LEFT, y, style(fonts.bold, 14, ACCENT));
  y -= 4;
  for (const line of wrapText(fonts.regular, 8, bank.address, maxWidth)) {
    y -= 10;
    pen.text(line, CONTENT_LEFT, y, style(fonts.regular, 8, MUTED));
  }
  if (bank.bic !== null) {
    y -= 10;
    pen.text(`BIC ${bank.bic}`, CONTENT_LEFT, y, style(fonts.regular, 8, MUTED));
  }
  return y;
}

/** The footer: a rule, `left` (the document's reference) and `right` ("Page 2 of 5") on one line. */
export function drawFooter(pen: PagePen, fonts: Fonts, left: string, right: string): void {
  const y = PAGE.margin;
  pen.hLine(CONTENT_LEFT, CONTENT_RIGHT, y + 12, RULE, 0.6);
  const footer = style(fonts.regular, 7.5, MUTED);
  const rightWidth = textWidth(fonts.regular, winAnsi(fonts.regular, right), footer.size);
  pen.text(
    fitText(fonts.regular, footer.size, left, CONTENT_WIDTH - rightWidth - 20),
    CONTENT_LEFT,
    y,
    footer,
  );
  pen.textRight(right, CONTENT_RIGHT, y, footer);
}
