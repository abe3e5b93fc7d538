/**
 * A time as the contract writes it (ISO 8601 in UTC, with milliseconds). Making a Date and its text costs more
 * than the rest of a balance's fields together, and the same records' times are answered again and again (a
 * page read every few seconds): the texts already made are kept, up to a bound, then forgotten all at once.
 */
const made = new Map<number, string>();
const KEPT = 4096;

export function iso(ms: number): string {
  let text = made.get(ms);
  if (text === undefined) {
    text = new Date(ms).toISOString();
    if (made.size >= KEPT) made.clear();
    made.set(ms, text);
  }
  return text;
}
