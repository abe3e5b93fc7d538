import { A4_WIDTH, type PdfLine, type PdfPage, type PdfText } from './pdf-document';

/** A titled block of label–value rows. */
export interface SheetSection {
  heading: string;
  rows: ReadonlyArray<readonly [label: string, value: string]>;
}

/** A one-page document of sections: a receipt, an account's bank details. */
export interface Sheet {
  title: string;
  /** Lines under the title (who, what). */
  subtitle: ReadonlyArray<string>;
  sections: ReadonlyArray<SheetSection>;
  /** Small print at the bottom (when and where it was made). */
  footer: string;
}

const MARGIN = 56;
const VALUE_X = 230;
const ROW_HEIGHT = 16;
const FOOTER_Y = 800;
const TEXT_WIDTH = A4_WIDTH - 2 * MARGIN;

/** The sheet laid out on one A4 page: labels in a column on the left, values beside them. */
export function sheetPage(sheet: Sheet): PdfPage {
  const texts: PdfText[] = [];
  const lines: PdfLine[] = [];
  let y = 72;
  texts.push({ x: MARGIN, y, text: sheet.title, size: 20, font: 'bold', maxWidth: TEXT_WIDTH });
  y += 24;
  for (const line of sheet.subtitle) {
    texts.push({ x: MARGIN, y, text: line, size: 11, maxWidth: TEXT_WIDTH });
    y += 16;
  }
  for (const section of sheet.sections) {
    y += 14;
    texts.push({ x: MARGIN, y, text: section.heading, size: 11, font: 'bold', maxWidth: TEXT_WIDTH });
    lines.push({ x1: MARGIN, y1: y + 5, x2: A4_WIDTH - MARGIN, y2: y + 5 });
    y += ROW_HEIGHT + 4;
    for (const [label, value] of section.rows) {
      texts.push({ x: MARGIN, y, text: label, size: 10, maxWidth: VALUE_X - MARGIN - 8 });
      texts.push({
        x: VALUE_X,
        y,
        text: value,
        size: 10,
        font: 'bold',
        maxWidth: A4_WIDTH - MARGIN - VALUE_X,
      });
      y += ROW_HEIGHT;
    }
  }
  texts.push({ x: MARGIN, y: FOOTER_Y, text: sheet.footer, size: 8, maxWidth: TEXT_WIDTH });
  return { texts, lines };
}
