import { FieldErrorBag } from '../bank/index.js';

/** A reason the user will read (the contract's failure_reason): 1 to 500 characters, no control characters. */
export function readReason(value: unknown, bag: FieldErrorBag, field = 'reason'): string {
  const text = typeof value === 'string' ? value.trim() : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the contract's pattern excludes exactly these.
  if (text === '' || text.length > 500 || /[\u0000-\u001f\u007f]/.test(text))
    bag.add(field, 'Give a reason of 1 to 500 characters (no line breaks).');
  return text;
}

export function readRef(value: unknown, bag: FieldErrorBag, field: string): string {
  if (typeof value !== 'string' || value === '') bag.add(field, 'Give a ref.');
  return typeof value === 'string' ? value : '';
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export { FieldErrorBag };
