import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 but for 0x80–0x9F (Node's TextDecoder reads 'windows-1252' as plain Latin-1).
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F.charAt(byte - 0x80) : String.fromCharCode(byte),
  ).join('');

/**
 * The texts a PDF written by pdf-lib shows, in drawing order: each page's content stream inflated and each
 * hex string it draws (`<…> Tj`) decoded from WinAnsi. Enough to read back our own documents in tests.
 */
export async function pdfTexts(pdf: Blob): Promise<string[]> {
  const file = Buffer.from(await pdf.arrayBuffer());
  const texts: string[] = [];
  for (const match of file.toString('latin1').matchAll(/\/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = file.indexOf('endstream', start, 'latin1');
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream (e.g. a font program)
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(winAnsi(Buffer.from(hex, 'hex')));
  }
  return texts;
}
