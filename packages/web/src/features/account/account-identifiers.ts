/**
 * An identifier cut after each underscore, so 'ba_northwind_treasury' wraps as ba_ / northwind_ / treasury;
 * each piece keyed by where it starts.
 */
export function piecesAfterUnderscores(value: string): { start: number; text: string }[] {
  let start = 0;
  return value.split(/(?<=_)/).map((text) => {
    const piece = { start, text };
    start += text.length;
    return piece;
  });
}
