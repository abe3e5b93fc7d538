import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What poppler-utils (pdftotext, pdfinfo) read in a PDF: the tests check the file as a reader's tools see it. */

function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  try {
    const path = join(dir, 'file.pdf');
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text laid out as on the page; no-break spaces as plain ones so assertions need not care. */
export function pdfText(bytes: Uint8Array, pages?: { first: number; last: number }): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  const text = withFile(bytes, (path) =>
    execFileSync('pdftotext', ['-layout', ...range, path, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  return text.replaceAll('\u00a0', ' ');
}

/** The text of each page, in order (pdftotext ends every page with a form feed). */
export function pdfPages(bytes: Uint8Array): string[] {
  return pdfText(bytes).split('\f').slice(0, -1);
}

export function pdfPageCount(bytes: Uint8Array): number {
  const info = withFile(bytes, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  const match = /^Pages:\s+(\d+)$/m.exec(info);
  if (!match?.[1]) throw new Error(`pdfinfo gave no page count:\n${info}`);
  return Number(match[1]);
}

export type PdfWord = { page: number; text: string; xMin: number; xMax: number; yMin: number; yMax: number };

/** Every word with its box, from `pdftotext -bbox` (points from the page's top left). */
export function pdfWords(bytes: Uint8Array): PdfWord[] {
  const html = withFile(bytes, (path) =>
    execFileSync('pdftotext', ['-bbox', path, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  const words: PdfWord[] = [];
  let page = 0;
  const pattern =
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of html.matchAll(pattern)) {
    if (m[0] === '<page ') {
      page++;
      continue;
    }
    words.push({
      page,
      text: decodeEntities(m[5] ?? ''),
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    });
  }
  return words;
}

const decodeEntities = (text: string): string =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
