/**
 * Text in the SWIFT "x" character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space), which MT940 fields must keep to.
 */

const X_ONLY = /^[A-Za-z0-9/\-?:().,'+ ]*$/;
const NOT_X = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Letters and signs without a decomposition into a base letter, spelled the way bank files usually do. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  '&': '+',
  _: '-',
  '–': '-',
  '—': '-',
  '"': "'",
  '‘': "'",
  '’': "'",
  '“': "'",
  '”': "'",
  '<': '(',
  '>': ')',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  ';': ',',
  '€': 'EUR',
  '£': 'GBP',
};

/**
 * The text in the x set: accents dropped (é → e), a few letters spelled out (ß → ss), brackets and quotes
 * mapped to their x-set cousins, whitespace runs made one space, anything else a full stop.
 */
export function swiftText(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (X_ONLY.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(NOT_X, (c) => SPELLED[c] ?? '.');
}

/** Type prefixes of the bank's refs (txn_, pay_, fxt_, stm_…): redundant in a field that says what it holds. */
const REF_PREFIX = /^[a-z]{2,4}_/;

/**
 * A 16x reference (fields 20 and 61): x set, no '/' (field 61 separates its references with //), first 16
 * characters; null when nothing is left.
 */
export function swiftReference(ref: string | null): string | null {
  if (ref === null) return null;
  const text = swiftText(ref.replace(REF_PREFIX, '')).replaceAll('/', '-').replaceAll(' ', '');
  return text.slice(0, 16) || null;
}

/** Words of at most `width` characters (longer ones cut). */
function* words(text: string, width: number): Generator<string> {
  for (const word of text.split(' ')) {
    for (let i = 0; i < word.length; i += width) yield word.slice(i, i + width);
  }
}

/**
 * Lines of at most `width` characters, at most `maxLines` of them, each part starting on a new line. The first
 * part (a description) is the one cut when they do not fit; the others (a name, a reference) are short. No line
 * starts with ':' or '-' (SWIFT reads those as a new field or the end of the message): such a line gets a space.
 */
export function swiftLines(parts: readonly string[], width: number, maxLines: number): string[] {
  const [first = [], ...others] = parts.map((part) => wrap(swiftText(part), width));
  const rest = others.flat().slice(0, maxLines);
  return [...first.slice(0, maxLines - rest.length), ...rest];
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // One column kept for the space a line starting with ':' or '-' gets.
  const room = width - 1;
  for (const word of words(text, room)) {
    if (!word) continue;
    if (line && line.length + 1 + word.length <= room) line += ` ${word}`;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => (l.startsWith(':') || l.startsWith('-') ? ` ${l}` : l));
}
