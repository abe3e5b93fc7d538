import { t } from '@lingui/core/macro';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/**
 * A4 pages of positioned text and rules, written with pdf-lib in its standard Helvetica fonts (nothing
 * embedded, so the file stays small). Coordinates are points from the top-left corner, as a page is read.
 * Import it lazily: pdf-lib belongs only to the screens that make a document.
 */

export const A4_WIDTH = 595;
export const A4_HEIGHT = 842;

export type PdfFont = 'regular' | 'bold';

export interface PdfText {
  /** Points from the left edge (the right edge of the text when align is 'right'). */
  x: number;
  /** Points from the top edge (baseline). */
  y: number;
  text: string;
  size?: number;
  font?: PdfFont;
  align?: 'left' | 'right';
  /** Cut to this width, with an ellipsis, when longer. */
  maxWidth?: number;
}

export interface PdfLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  texts: PdfText[];
  lines?: PdfLine[];
}

export interface PdfDocument {
  title?: string;
  pages: PdfPage[];
}

/** Letters without a Unicode decomposition that read well as a base letter the standard fonts have. */
const BASE_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
};
/** What a character the standard fonts cannot draw becomes. */
export const UNDRAWABLE_MARK = '?';

/**
 * The text as the standard fonts (WinAnsi) can draw it: user text may hold any script, and pdf-lib throws
 * on a character outside the font's set. Line breaks and tabs become spaces (a cell is one line), other
 * control characters go, an accented letter outside WinAnsi loses its accent ('ą' → 'a', 'ł' → 'l'), and
 * anything else (Chinese, emoji) becomes '?'.
 */
export function drawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 9 || code === 10 || code === 13) out += ' ';
    else if (code < 32 || (code >= 127 && code < 160)) continue;
    else if (canDraw(code)) out += char;
    else {
      const base = BASE_LETTERS[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
      const drawable = base !== '' && [...base].every((c) => canDraw(c.codePointAt(0) ?? 0));
      out += drawable ? base : UNDRAWABLE_MARK;
    }
  }
  return out;
}

/** The text cut with an ellipsis to fit the width, in the font's real metrics. */
function fitted(text: string, font: PDFFont, size: number, maxWidth: number | undefined): string {
  if (maxWidth === undefined || font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** The document as a PDF file (application/pdf). */
export async function writePdf(doc: PdfDocument): Promise<Blob> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title ?? t`Document`);
  pdf.setProducer('Portal');
  pdf.setCreator('Portal');
  const fonts: Record<PdfFont, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  // Both fonts use WinAnsi, so one character set serves both.
  const charset = new Set(fonts.regular.getCharacterSet());
  const canDraw = (code: number) => charset.has(code);

  for (const content of doc.pages.length > 0 ? doc.pages : [{ texts: [] }]) {
    const page = pdf.addPage([A4_WIDTH, A4_HEIGHT]);
    for (const line of content.lines ?? []) {
      page.drawLine({
        start: { x: line.x1, y: A4_HEIGHT - line.y1 },
        end: { x: line.x2, y: A4_HEIGHT - line.y2 },
        thickness: 0.5,
      });
    }
    for (const item of content.texts) {
      const font = fonts[item.font ?? 'regular'];
      const size = item.size ?? 10;
      const text = fitted(drawableText(item.text, canDraw), font, size, item.maxWidth);
      const x = item.align === 'right' ? item.x - font.widthOfTextAtSize(text, size) : item.x;
      page.drawText(text, { x, y: A4_HEIGHT - item.y, size, font });
    }
  }
  // Without object streams the page tree and the document information stay readable in the file.
  const bytes = await pdf.save({ useObjectStreams: false });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
