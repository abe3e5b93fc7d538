import { Authenticator, type HashAlgorithms, type KeyEncodings } from 'otplib/core';
import { base32Decode, base32Encode, fromHex, hmacSha1Hex, randomBytes, toHex } from './crypto/portable.js';
import type { User } from './model.js';

const STEP_SECONDS = 30;
export const TOTP_ISSUER = 'Northwind Bank Portal';

/**
 * otplib's RFC 6238 authenticator with portable plug-ins (its default preset needs node:crypto and Buffer,
 * which the in-browser MSW bank does not have).
 */
const authenticator = new Authenticator({
  createDigest: (_algorithm: HashAlgorithms, hmacKey: string, counter: string) =>
    hmacSha1Hex(hmacKey, counter),
  createRandomBytes: (size: number, _encoding: KeyEncodings) => toHex(randomBytes(size)),
  keyDecoder: (secret: string, _encoding: KeyEncodings) => toHex(base32Decode(secret)),
  keyEncoder: (secret: string, _encoding: KeyEncodings) => base32Encode(fromHex(secret)),
});

export function currentTotp(secret: string, now: number): string {
  return authenticator.clone({ epoch: now }).generate(secret);
}

/**
 * RFC 6238 check with a ±1 step window. A code is accepted at most once: its time step must be later
 * than the last accepted one (so a replayed or older code fails).
 */
export function acceptTotp(user: User, secret: string, code: unknown, now: number): boolean {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  const delta = authenticator.clone({ epoch: now, window: 1 }).checkDelta(code, secret);
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / STEP_SECONDS) + delta;
  if (step <= user.lastTotpStep) return false;
  user.lastTotpStep = step;
  return true;
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function otpauthUri(email: string, secret: string): string {
  return authenticator.keyuri(email, TOTP_ISSUER, secret);
}
