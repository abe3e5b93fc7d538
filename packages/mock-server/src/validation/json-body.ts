/** What a JSON body that cannot be read is told, in both adapters. */
export const BODY_REFUSALS = {
  empty: 'The JSON body is empty.',
  notJson: 'The body is not valid JSON.',
  notUtf8: 'The body is not valid UTF-8.',
} as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A body's bytes as text, or null when they are not UTF-8 (JSON's only encoding): a lone byte 0xFF in a
 * recipient's name is refused rather than kept as U+FFFD, which would change the name without a word.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}
