/**
 * A minimal, dependency-free text-only PDF 1.4 writer: A4 pages, the standard Helvetica fonts (no
 * embedding), text placed at points. Enough for statements; not a layout engine.
 *
 * The file is kept pure 7-bit ASCII (non-ASCII characters become octal escapes inside strings), so byte
 * offsets in the cross-reference table equal string lengths.
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

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard AFM metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Approximate width of a text in points (bold is treated as slightly wider). */
export function textWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    units += code >= 32 && code <= 126 ? (HELVETICA_WIDTHS[code - 32] ?? 556) : 556;
  }
  return ((font === 'bold' ? units * 1.05 : units) * size) / 1000;
}

// WinAnsiEncoding bytes for the characters outside Latin-1 that statements may contain.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/**
 * A PDF literal string body: backslash and parentheses escaped, control characters dropped, non-ASCII
 * written as octal WinAnsi bytes, and anything WinAnsi cannot show as '?'.
 */
export function escapePdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else if (code === 9) out += ' ';
    else if (code < 32 || code === 127) continue;
    else {
      const byte = WIN_ANSI_EXTRA[char] ?? (code >= 160 && code <= 255 ? code : undefined);
      out += byte === undefined ? '?' : `\\${byte.toString(8).padStart(3, '0')}`;
    }
  }
  return out;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const line of page.lines ?? []) {
    ops.push(
      `0.5 w ${fmt(line.x1)} ${fmt(A4_HEIGHT - line.y1)} m ${fmt(line.x2)} ${fmt(A4_HEIGHT - line.y2)} l S`,
    );
  }
  for (const item of page.texts) {
    const size = item.size ?? 10;
    const font = item.font ?? 'regular';
    const x = item.align === 'right' ? item.x - textWidth(item.text, size, font) : item.x;
    ops.push(
      `BT /${font === 'bold' ? 'F2' : 'F1'} ${fmt(size)} Tf ${fmt(x)} ${fmt(A4_HEIGHT - item.y)} Td (${escapePdfText(item.text)}) Tj ET`,
    );
  }
  return ops.join('\n');
}

/** The PDF file as text (pure ASCII). */
export function createTextPdfString(doc: PdfDocument): string {
  const objects: string[] = [];
  const pages = doc.pages.length > 0 ? doc.pages : [{ texts: [] }];
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page/content pairs.
  const pageRefs = pages.map((_, i) => `${6 + i * 2} 0 R`);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title (${escapePdfText(doc.title ?? 'Document')}) /Producer (Portal) >>`);
  pages.forEach((page, i) => {
    const contentNumber = 7 + i * 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4_WIDTH} ${A4_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNumber} 0 R >>`,
    );
    const stream = contentStream(page);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${offset.toString().padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return out;
}

/** The PDF file as a Blob (application/pdf). */
export function createTextPdf(doc: PdfDocument): Blob {
  return new Blob([createTextPdfString(doc)], { type: 'application/pdf' });
}
