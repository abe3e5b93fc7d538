import type { PDFFont } from 'pdf-lib';

/**
 * Text made safe for pdf-lib's standard fonts, which encode WinAnsi only and throw on anything else
 * (including on measuring). Every string drawn or measured goes through `winAnsi` first.
 */

/** Look-alikes for characters the bank's own texts use that WinAnsi lacks (e.g. "FX fee GBP→EUR"). */
const SUBSTITUTES: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
};

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** `text` with every character the font cannot encode replaced by '?' (one per code point, not per UTF-16 unit). */
export function winAnsi(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  let out = '';
  // NFC first so "e" + combining diaeresis becomes the WinAnsi "ë" instead of "e?".
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) out += char;
    // Any space or line break (Intl's narrow no-break space in fr-FR amounts, tabs, newlines) is one plain space.
    else if (/\s/u.test(char)) out += ' ';
    else out += SUBSTITUTES[char] ?? '?';
  }
  return out;
}

/** WinAnsi's highest code point is ™ (U+2122): a flat table indexed by UTF-16 unit covers every safe character. */
const TABLE_SIZE = 0x2123;
const glyphWidths = new WeakMap<PDFFont, Float64Array>();

/**
 * How wide `text` (already WinAnsi-safe) prints at `size`. pdf-lib's `widthOfTextAtSize` subtracts kerning, but
 * a plain Tj shows the glyphs unkerned: measured that way, "AVATAR Tea" came out up to 6 pt narrower than drawn,
 * enough to push a right-aligned title past the margin. So: the sum of the glyphs' own widths.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = glyphWidths.get(font);
  if (!widths) {
    widths = new Float64Array(TABLE_SIZE).fill(Number.NaN);
    glyphWidths.set(font, widths);
  }
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let width = code < TABLE_SIZE ? (widths[code] ?? Number.NaN) : Number.NaN;
    if (Number.isNaN(width)) {
      width = font.widthOfTextAtSize(text.charAt(i), 1);
      if (code < TABLE_SIZE) widths[code] = width;
    }
    total += width;
  }
  return total * size;
}

const ELLIPSIS = '…';

/** `text` cut at a character boundary and ended with an ellipsis so it is at most `maxWidth` wide. */
export function fitText(font: PDFFont, size: number, text: string, maxWidth: number): string {
  const safe = winAnsi(font, text);
  if (textWidth(font, safe, size) <= maxWidth) return safe;
  const chars = [...safe];
  // Binary search for the longest prefix that fits with the ellipsis: long descriptions stay cheap.
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, mid).join('').trimEnd()}${ELLIPSIS}`;
    if (textWidth(font, candidate, size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  const cut = `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
  return textWidth(font, cut, size) <= maxWidth ? cut : '';
}

/** `text` broken into lines at most `maxWidth` wide, at spaces where possible; words too long are cut. */
export function wrapText(font: PDFFont, size: number, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(font, text)
    .split(' ')
    .filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(font, candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (textWidth(font, line, size) > maxWidth && line.length > 1) {
      const chars = [...line];
      let cut = chars.length - 1;
      while (cut > 1 && textWidth(font, chars.slice(0, cut).join(''), size) > maxWidth) cut--;
      lines.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The largest size up to `size` at which `text` is at most `maxWidth` wide: for figures that must stay whole. */
export function fitSize(font: PDFFont, size: number, text: string, maxWidth: number): number {
  const width = textWidth(font, winAnsi(font, text), size);
  return width <= maxWidth ? size : Math.floor(((size * maxWidth) / width) * 10) / 10;
}
