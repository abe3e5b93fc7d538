import { hmac, sha1, sha256 } from './sha.js';

/** Crypto helpers that work the same in Node 20 and browsers (no node:crypto in the simulator). */
const encoder = new TextEncoder();
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export function randomBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  globalThis.crypto.getRandomValues(out);
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let j = 0; j < chars; j++) out += B64[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

export const randomToken = (bytes: number): string => toBase64Url(randomBytes(bytes));

export const sha256Hex = (text: string): string => toHex(sha256(utf8(text)));

export const hmacSha256 = (key: string, message: string): string =>
  toBase64Url(hmac(sha256, utf8(key), utf8(message)));

export const hmacSha1Hex = (keyHex: string, messageHex: string): string =>
  toHex(hmac(sha1, fromHex(keyHex), fromHex(messageHex)));

/** Compares in time that depends only on the length. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** PBKDF2-HMAC-SHA256 (one block), enough for a simulator's password store. */
export function pbkdf2(password: string, salt: string, iterations: number): string {
  const key = utf8(password);
  const first = new Uint8Array([...utf8(salt), 0, 0, 0, 1]);
  let u = hmac(sha256, key, first);
  const out = u.slice();
  for (let i = 1; i < iterations; i++) {
    u = hmac(sha256, key, u);
    for (let j = 0; j < out.length; j++) out[j] = (out[j] ?? 0) ^ (u[j] ?? 0);
  }
  return toHex(out);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) continue;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}
