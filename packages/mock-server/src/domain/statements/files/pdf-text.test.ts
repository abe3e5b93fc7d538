import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitSize, fitText, textWidth, winAnsi, wrapText } from './pdf-text.js';

let font: PDFFont;

beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('winAnsi', () => {
  it('keeps what WinAnsi has (accents, £, €, dashes) and prints one "?" per character it lacks', () => {
    expect(winAnsi(font, 'Zoë & Łukasz 💶')).toBe('Zoë & ?ukasz ?');
    expect(winAnsi(font, 'Café £12 €3 – — …')).toBe('Café £12 €3 – — …');
    expect(winAnsi(font, '東京')).toBe('??');
  });

  it('composes accents typed as combining marks, and turns any space or line break into a space', () => {
    expect(winAnsi(font, 'Zoe\u0308')).toBe('Zoë');
    expect(winAnsi(font, '1\u202f234,56\u00a0€\tA\nB')).toBe('1 234,56\u00a0€ A B');
  });

  it('gives the bank’s own arrows and minus a look-alike', () => {
    expect(winAnsi(font, 'FX fee GBP→EUR −5')).toBe('FX fee GBP->EUR -5');
  });

  it('leaves nothing that the font cannot measure', () => {
    expect(() => font.widthOfTextAtSize(winAnsi(font, 'Ł💶\u0000\u202f→ĳ'), 10)).not.toThrow();
  });
});

describe('textWidth', () => {
  it('is the glyphs’ own widths, unkerned, as a plain Tj draws them', () => {
    const sum = [...'AVATAR'].reduce((w, c) => w + font.widthOfTextAtSize(c, 10), 0);
    expect(textWidth(font, 'AVATAR', 10)).toBeCloseTo(sum, 6);
    // pdf-lib's own measure subtracts kerning pairs such as "AV": narrower than what is drawn.
    expect(font.widthOfTextAtSize('AVATAR', 10)).toBeLessThan(sum - 1);
  });
});

describe('fitText', () => {
  it('leaves text that fits alone', () => {
    expect(fitText(font, 9, 'Payment to Acme', 200)).toBe('Payment to Acme');
  });

  it('cuts text that does not fit to the longest prefix that fits with an ellipsis', () => {
    const text = 'Payment to a supplier with a remarkably long name for a table cell';
    const cut = fitText(font, 9, text, 120);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(font, cut, 9)).toBeLessThanOrEqual(120);
    const prefix = cut.slice(0, -1);
    expect(text.startsWith(prefix)).toBe(true);
    // One more visible character would not have fitted (a space more is trimmed, so it counts as none).
    const nextVisible = prefix.length + (/^\s*\S/.exec(text.slice(prefix.length))?.[0].length ?? 0);
    const longer = `${text.slice(0, nextVisible)}…`;
    expect(textWidth(font, longer, 9)).toBeGreaterThan(120);
  });

  it('cuts text with characters outside WinAnsi without throwing', () => {
    const cut = fitText(font, 9, 'Zoë & Łukasz 💶 '.repeat(10), 80);
    expect(textWidth(font, cut, 9)).toBeLessThanOrEqual(80);
    expect(cut.startsWith('Zoë & ?ukasz')).toBe(true);
  });
});

describe('wrapText', () => {
  it('breaks at spaces into lines no wider than asked, losing no word', () => {
    const text = 'We confirm that the balances below were held with us at the close of business on that day.';
    const lines = wrapText(font, 10, text, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });

  it('cuts a word longer than the line', () => {
    const lines = wrapText(font, 10, 'x'.repeat(100), 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('x'.repeat(100));
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(60);
  });

  it('keeps words joined by no-break spaces together', () => {
    const lines = wrapText(font, 10, 'held at the close of business on 31\u00a0October\u00a02026.', 190);
    expect(lines.some((line) => line.includes('31\u00a0October\u00a02026.'))).toBe(true);
  });
});

describe('fitSize', () => {
  it('keeps the size when the text fits and shrinks it just enough when it does not', () => {
    expect(fitSize(font, 12, '£1.00', 100)).toBe(12);
    const size = fitSize(font, 12, '£123,456,789,012.34', 60);
    expect(size).toBeLessThan(12);
    expect(textWidth(font, '£123,456,789,012.34', size)).toBeLessThanOrEqual(60);
  });
});
