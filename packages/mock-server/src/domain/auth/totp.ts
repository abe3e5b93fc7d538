import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';
import { base32nopad } from '@scure/base';
import { Authenticator, type HashAlgorithms, type KeyEncodings } from 'otplib/core';
import type { Clock } from '../bank/index.js';
import type { User } from './user-records.js';

const STEP_SECONDS = 30;
/** 160 bits, RFC 4226's recommended key size: 32 base32 characters. */
const SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Northwind Bank Portal';
/** The one answer to a wrong, reused or stale code, wherever a code is asked for. */
export const INVALID_CODE_MESSAGE = 'The verification code is invalid or has expired.';

/**
 * otplib's RFC 6238 authenticator (HMAC-SHA1) with portable plug-ins from @noble/hashes and @scure/base: its
 * default preset needs node:crypto and Buffer, which the in-browser MSW bank does not have. otplib hands keys
 * and counters over as hex; secrets are base32 without padding, as authenticator apps expect them.
 */
const authenticator = new Authenticator({
  createDigest: (_algorithm: HashAlgorithms, hmacKey: string, counter: string) =>
    bytesToHex(hmac(sha1, hexToBytes(hmacKey), hexToBytes(counter))),
  createRandomBytes: (size: number, _encoding: KeyEncodings) => bytesToHex(randomBytes(size)),
  // Any case, padding tolerated.
  keyDecoder: (secret: string, _encoding: KeyEncodings) =>
    bytesToHex(base32nopad.decode(secret.toUpperCase().replace(/=+$/, ''))),
  keyEncoder: (secret: string, _encoding: KeyEncodings) => base32nopad.encode(hexToBytes(secret)),
});

export function currentTotp(secret: string, now: number): string {
  return authenticator.clone({ epoch: now }).generate(secret);
}

/**
 * RFC 6238 check with a ±1 step window. A code is accepted at most once: its time step must be later
 * than the last accepted one (so a replayed or older code fails). The code may follow the bank's clock
 * (tests, journeys) or the machine's (an authenticator app while the bank runs on a shifted date). A match
 * on the machine's time counts as its step moved by the clocks' offset in whole steps (a constant while the
 * bank's clock runs), so one watermark guards both and each code's step keeps its order.
 */
export function acceptTotp(
  user: User,
  secret: string,
  code: unknown,
  clock: Pick<Clock, 'now' | 'wallNow'>,
): boolean {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  const now = clock.now();
  const wallNow = clock.wallNow();
  const stepOf = (at: number) => Math.floor(at / 1000 / STEP_SECONDS);
  const onBank = matchingDelta(secret, code, now);
  const onWall = onBank === null ? matchingDelta(secret, code, wallNow) : null;
  if (onBank === null && onWall === null) return false;
  const step =
    onBank !== null
      ? stepOf(now) + onBank
      : stepOf(wallNow) + (onWall ?? 0) + Math.round((now - wallNow) / 1000 / STEP_SECONDS);
  if (step <= user.lastTotpStep) return false;
  user.lastTotpStep = step;
  return true;
}

function matchingDelta(secret: string, code: string, at: number): number | null {
  return authenticator.clone({ epoch: at, window: 1 }).checkDelta(code, secret);
}

export function newTotpSecret(): string {
  return base32nopad.encode(randomBytes(SECRET_BYTES));
}

export function otpauthUri(email: string, secret: string): string {
  return authenticator.keyuri(email, TOTP_ISSUER, secret);
}
