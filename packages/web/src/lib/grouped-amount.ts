import { groupThousands } from './format-number';
import { type NumberSymbols, numberSymbols } from './i18n/number-symbols';

/**
 * An amount field that groups thousands while the user types ('1234567.5' shows as '1,234,567.5' in English,
 * '1.234.567,5' in German). The text shown is written the language's way; the value kept in forms and stores is
 * the plain decimal string ('1234567.5'). Written here on strings (no float, no library in the repo does live
 * grouping with a kept caret). Every function takes the language's separators, the active language's by default.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Digits and the language's decimal sign: what the field keeps of what is typed. */
const keptPattern = ({ decimal }: NumberSymbols) => new RegExp(`[^\\d${escapeRegExp(decimal)}]`, 'g');
const isKept = (char: string, { decimal }: NumberSymbols) => /\d/.test(char) || char === decimal;

/** '1,234.5' → '1234.5' ('1.234,5' in German): the plain value of a shown text. */
export function plainAmount(text: string, symbols: NumberSymbols = numberSymbols()): string {
  return text.replace(keptPattern(symbols), '').replace(symbols.decimal, '.');
}

/**
 * The plain value of what the user typed or pasted: digits and, when the currency has minor units, one
 * decimal sign (the language's) followed by at most that many digits (more are cut: the field shows what is
 * kept). Anything else (group separators, spaces, letters, a currency code) is left out; leading zeros go
 * ('007' → '7', '0.5' stays).
 */
export function cleanAmount(
  raw: string,
  minorUnits: number,
  symbols: NumberSymbols = numberSymbols(),
): string {
  const kept = raw.replace(keptPattern(symbols), '');
  const point = kept.indexOf(symbols.decimal);
  const int = (point < 0 ? kept : kept.slice(0, point)).replace(/^0+(?=\d)/, '');
  // Without minor units a point and what follows are left out ('1,234.5' yen is 1,234, never 12,345).
  if (point < 0 || minorUnits === 0) return int;
  const frac = kept
    .slice(point + 1)
    .replace(/\D/g, '')
    .slice(0, minorUnits);
  return `${int === '' ? '0' : int}.${frac}`;
}

/** '1234567.5' → '1,234,567.5'; a trailing decimal sign stays while the user types ('12.' → '12.'). */
export function groupAmount(value: string, symbols: NumberSymbols = numberSymbols()): string {
  const point = value.indexOf('.');
  const int = point < 0 ? value : value.slice(0, point);
  const grouped = int === '' ? '' : groupThousands(int, symbols.group);
  return point < 0 ? grouped : `${grouped}${symbols.decimal}${value.slice(point + 1)}`;
}

/** How many digits and decimal signs a text has: the caret is counted in them, so group separators do not move it. */
const significant = (text: string, symbols: NumberSymbols) => text.replace(keptPattern(symbols), '').length;

/** The position in `text` just after its `count`-th digit or decimal sign. */
function caretAfter(text: string, count: number, symbols: NumberSymbols): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isKept(text[i] ?? '', symbols)) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

export interface AmountEdit {
  /** The plain value ('1234.5') for the form. */
  value: string;
  /** The grouped text to show. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

export interface AmountInputChange {
  /** The shown text before the change. */
  previous: string;
  /** The input's text after the browser applied the user's change. */
  raw: string;
  /** The caret in `raw`. */
  caret: number;
  /** InputEvent.inputType ('deleteContentBackward', 'deleteContentForward', 'insertText', ...). */
  inputType?: string;
}

/**
 * One change of the field: cleaned, grouped, and the caret kept beside the same digit. Deleting a comma
 * (Backspace or Delete on it) deletes the digit beside it instead, as people expect from such fields.
 */
export function editGroupedAmount(
  change: AmountInputChange,
  minorUnits: number,
  symbols: NumberSymbols = numberSymbols(),
): AmountEdit {
  let { raw, caret } = change;
  const deletedSeparator =
    raw.length === change.previous.length - 1 &&
    plainAmount(raw, symbols) === plainAmount(change.previous, symbols);
  if (deletedSeparator) {
    if (change.inputType === 'deleteContentForward') {
      raw = raw.slice(0, caret) + raw.slice(caret + 1);
    } else if (caret > 0) {
      raw = raw.slice(0, caret - 1) + raw.slice(caret);
      caret -= 1;
    }
  }
  const value = cleanAmount(raw, minorUnits, symbols);
  const text = groupAmount(value, symbols);
  // The caret stays after what was before it, cleaned the same way (left-out characters do not count).
  const before = groupAmount(cleanAmount(raw.slice(0, caret), minorUnits, symbols), symbols);
  return { value, text, caret: caretAfter(text, significant(before, symbols), symbols) };
}
