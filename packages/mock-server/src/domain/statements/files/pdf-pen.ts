import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { textWidth, winAnsi } from './pdf-text.js';

/**
 * Draws on one page by writing its content stream directly. pdf-lib's `page.drawText` builds an object per
 * operator and adds a font resource on every call that names a font: a 100,000-entry trial took ~19 s and 1.5 GB
 * that way. Here each page gets one font resource per font and compressed streams of plain operators.
 */

export type Rgb = readonly [number, number, number];

export type TextStyle = { font: PDFFont; size: number; color: Rgb };

/** Two decimals are far below a printer's dot; trailing zeros dropped to keep the stream small. */
const num = (n: number): string => String(Math.round(n * 100) / 100);

const colour = (c: Rgb, op: 'rg' | 'RG'): string => `${num(c[0])} ${num(c[1])} ${num(c[2])} ${op}`;

export class PagePen {
  private readonly ops: string[] = [];
  private readonly fontKeys = new Map<PDFFont, string>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly page: PDFPage,
  ) {}

  /** `text` with its left edge at `x` and its baseline at `y`. */
  text(text: string, x: number, y: number, style: TextStyle): void {
    this.show(winAnsi(style.font, text), x, y, style);
  }

  /** `text` with its right edge at `right`: how figures line up in a column. */
  textRight(text: string, right: number, y: number, style: TextStyle): void {
    const safe = winAnsi(style.font, text);
    this.show(safe, right - textWidth(style.font, safe, style.size), y, style);
  }

  rect(x: number, y: number, width: number, height: number, fill: Rgb): void {
    this.ops.push(`${colour(fill, 'rg')} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  /** A rectangle's outline, `lineWidth` thick. */
  frame(x: number, y: number, width: number, height: number, stroke: Rgb, lineWidth: number): void {
    this.ops.push(
      `${colour(stroke, 'RG')} ${num(lineWidth)} w ${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`,
    );
  }

  hLine(x1: number, x2: number, y: number, stroke: Rgb, lineWidth: number): void {
    this.ops.push(
      `${colour(stroke, 'RG')} ${num(lineWidth)} w ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`,
    );
  }

  /**
   * Writes what was drawn since the last flush into the page as one more content stream, and lets it go: a long
   * statement flushes each page as it fills instead of holding every page's operators until the footers.
   */
  flush(): void {
    if (this.ops.length === 0) return;
    const content = this.ops.join('\n');
    // A footer's few operators are smaller than deflate's overhead, and cheaper left as they are.
    const stream =
      content.length < 1024 ? this.pdf.context.stream(content) : this.pdf.context.flateStream(content);
    this.page.node.addContentStream(this.pdf.context.register(stream));
    this.ops.length = 0;
  }

  private show(safe: string, x: number, y: number, style: TextStyle): void {
    if (safe === '') return;
    const encoded = style.font.encodeText(safe).toString();
    this.ops.push(
      `BT ${colour(style.color, 'rg')} ${this.fontKey(style.font)} ${num(style.size)} Tf ${num(x)} ${num(y)} Td ${encoded} Tj ET`,
    );
  }

  private fontKey(font: PDFFont): string {
    let key = this.fontKeys.get(font);
    if (key === undefined) {
      key = this.page.node.newFontDictionary(font.name, font.ref).toString();
      this.fontKeys.set(font, key);
    }
    return key;
  }
}
