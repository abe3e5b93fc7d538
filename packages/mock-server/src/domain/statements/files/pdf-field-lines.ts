import type { DetailField } from './pdf-bank-details.js';
import { type Fonts, INK, MUTED, style } from './pdf-page-layout.js';
import type { PagePen } from './pdf-pen.js';
import { fitText, textWidth, winAnsi } from './pdf-text.js';

/** Label and value pairs run on one line ("Sort code 04-00-04   Account number 12345678"), wrapping by pair. */

const LABEL_SIZE = 7.5;
const VALUE_SIZE = 8.5;
const LABEL_GAP = 4;
const FIELD_GAP = 12;

type PlacedField = { label: string; value: string; dx: number; valueDx: number; line: number };

function place(fonts: Fonts, fields: readonly DetailField[], maxWidth: number): PlacedField[] {
  const placed: PlacedField[] = [];
  let line = 0;
  let used = 0;
  for (const field of fields) {
    const label = winAnsi(fonts.regular, field.label);
    const labelWidth = textWidth(fonts.regular, label, LABEL_SIZE) + LABEL_GAP;
    const value = fitText(fonts.bold, VALUE_SIZE, field.value, Math.max(maxWidth - labelWidth, 20));
    const width = labelWidth + textWidth(fonts.bold, value, VALUE_SIZE);
    if (used > 0 && used + width > maxWidth) {
      line++;
      used = 0;
    }
    placed.push({ label, value, dx: used, valueDx: used + labelWidth, line });
    used += width + FIELD_GAP;
  }
  return placed;
}

/** How many lines `drawFieldLines` takes for `fields`, to size a panel before drawing into it. */
export function fieldLineCount(fonts: Fonts, fields: readonly DetailField[], maxWidth: number): number {
  return fields.length === 0 ? 0 : (place(fonts, fields, maxWidth).at(-1)?.line ?? 0) + 1;
}

/** How wide `fields` print on one unwrapped line: to right-align them, or to leave the rest of a line to others. */
export function fieldLineWidth(fonts: Fonts, fields: readonly DetailField[]): number {
  const last = place(fonts, fields, Number.POSITIVE_INFINITY).at(-1);
  return last === undefined ? 0 : last.valueDx + textWidth(fonts.bold, last.value, VALUE_SIZE);
}

/** Draws `fields` from baseline `y` down; returns the baseline of the last line drawn. */
export function drawFieldLines(
  pen: PagePen,
  fonts: Fonts,
  fields: readonly DetailField[],
  at: { x: number; y: number; maxWidth: number; lineHeight: number },
): number {
  let last = at.y;
  for (const field of place(fonts, fields, at.maxWidth)) {
    last = at.y - field.line * at.lineHeight;
    pen.text(field.label, at.x + field.dx, last, style(fonts.regular, LABEL_SIZE, MUTED));
    pen.text(field.value, at.x + field.valueDx, last, style(fonts.bold, VALUE_SIZE, INK));
  }
  return last;
}
