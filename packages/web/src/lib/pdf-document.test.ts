import { describe, expect, it } from 'vitest';
import { pdfTexts } from '../testing/pdf-text';
import { drawableText, writePdf } from './pdf-document';

// Latin-1 printable characters: near enough to WinAnsi to show the rule.
const latin1 = (code: number) => (code >= 32 && code < 127) || (code >= 160 && code <= 255);

describe('drawableText', () => {
  it('keeps what the font has, strips accents it lacks, and marks the rest', () => {
    expect(drawableText('Café Zürich', latin1)).toBe('Café Zürich');
    expect(drawableText('Łukasz Ąę', latin1)).toBe('Lukasz Ae');
    // One mark per character, also for characters outside the Basic Multilingual Plane.
    expect(drawableText('北京 😀!', latin1)).toBe('?? ?!');
  });

  it('turns line breaks and tabs into spaces and drops other control characters', () => {
    expect(drawableText('a\tb\r\nc\u0007d\u0085e', latin1)).toBe('a b  cde');
  });
});

describe('writePdf', () => {
  it('writes every page, with text a reader can find, and one blank page for an empty document', async () => {
    const pdf = await writePdf({
      title: 'Test',
      pages: [
        { texts: [{ x: 40, y: 60, text: 'Hello (world) €5' }] },
        { texts: [{ x: 40, y: 60, text: 'Two' }] },
      ],
    });
    expect(pdf.type).toBe('application/pdf');
    expect(await pdfTexts(pdf)).toEqual(['Hello (world) €5', 'Two']);
    const file = await pdf.text();
    expect(file.match(/\/Type \/Page\b/g)).toHaveLength(2);
    const empty = await (await writePdf({ pages: [] })).text();
    expect(empty.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
