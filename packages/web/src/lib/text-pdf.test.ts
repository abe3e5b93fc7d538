import { describe, expect, it } from 'vitest';
import { createTextPdfString, escapePdfText, textWidth } from './text-pdf';

describe('text PDF writer', () => {
  it('escapes backslashes and parentheses, writes non-ASCII as WinAnsi octal, drops controls', () => {
    expect(escapePdfText('a(b)c\\d')).toBe('a\\(b\\)c\\\\d');
    expect(escapePdfText('€5 café')).toBe('\\2005 caf\\351');
    expect(escapePdfText('line\nbreak\u0007')).toBe('linebreak');
    expect(escapePdfText('日本')).toBe('??');
  });

  it('writes a PDF 1.4 whose cross-reference offsets point at each object', () => {
    const pdf = createTextPdfString({
      title: 'Test (1)',
      pages: [
        { texts: [{ x: 40, y: 60, text: 'Hello (world)' }], lines: [{ x1: 40, y1: 70, x2: 200, y2: 70 }] },
        { texts: [{ x: 555, y: 60, text: '1,234.56', align: 'right', font: 'bold' }] },
      ],
    });
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    // Pure ASCII, so string offsets are byte offsets.
    expect([...pdf].every((char) => char.charCodeAt(0) < 128)).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = /xref\n0 (\d+)\n/.exec(pdf) ?? [];
    const entries = pdf
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('/BaseFont /Helvetica ');
    expect(pdf).toContain('(Hello \\(world\\)) Tj');
    // Stream lengths match their content.
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
      expect(match[2]?.length).toBe(Number(match[1]));
    }
  });

  it('right-aligns with Helvetica widths (digits are 556/1000 em)', () => {
    expect(textWidth('0000', 10)).toBeCloseTo(22.24);
    const pdf = createTextPdfString({
      pages: [{ texts: [{ x: 100, y: 10, text: '00', size: 10, align: 'right' }] }],
    });
    expect(pdf).toContain('88.88 832 Td (00) Tj');
  });
});
