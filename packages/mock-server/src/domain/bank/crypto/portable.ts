import { hmac } from '@noble/hashes/hmac.js';
import { pbkdf2 as pbkdf2Bytes } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base32crockford, base64, base64urlnopad } from '@scure/base';

/**
 * The simulator's crypto, the same in Node 20 and the browser's demo bank (no node:crypto, no async WebCrypto):
 * @noble/hashes and @scure/base, in the text formats the bank has always used (hex digests, unpadded base64url
 * so tokens stay cookie- and URL-safe).
 */
export const randomToken = (bytes: number): string => base64urlnopad.encode(randomBytes(bytes));

/** Random bytes as lower-case hex: tokens that must be letters and digits only (download links). */
export const randomHex = (bytes: number): string => bytesToHex(randomBytes(bytes));

/** `chars` random Crockford base-32 characters (no I, L, O, U): codes a person reads out or types. */
export const randomCrockford = (chars: number): string =>
  base32crockford.encode(randomBytes(Math.ceil((chars * 5) / 8))).slice(0, chars);

/** Standard (padded) base64 of random bytes: the form Standard Webhooks secrets take (`whsec_…`). */
export const randomBase64 = (bytes: number): string => base64.encode(randomBytes(bytes));

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const hmacSha256 = (key: string, message: string): string =>
  base64urlnopad.encode(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));

/** PBKDF2-HMAC-SHA256, 32 bytes as hex. */
export const pbkdf2 = (password: string, salt: string, iterations: number): string =>
  bytesToHex(pbkdf2Bytes(sha256, password, salt, { c: iterations, dkLen: 32 }));

/** Compares in time that depends only on the length. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
