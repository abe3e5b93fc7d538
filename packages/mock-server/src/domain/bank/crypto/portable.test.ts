import { describe, expect, it } from 'vitest';
import { hmacSha256, pbkdf2, randomCrockford, randomHex, randomToken, sha256Hex } from './portable.js';

describe('the bank’s crypto helpers keep their published vectors and text formats', () => {
  it('SHA-256 as hex (FIPS 180-2 "abc")', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('HMAC-SHA256 as unpadded base64url (RFC 4231 test case 2)', () => {
    expect(hmacSha256('Jefe', 'what do ya want for nothing?')).toBe(
      'W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM',
    );
  });

  it('PBKDF2-HMAC-SHA256, 32 bytes as hex (RFC 6070’s inputs, with SHA-256)', () => {
    expect(pbkdf2('password', 'salt', 1)).toBe(
      '120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b',
    );
    expect(pbkdf2('password', 'salt', 2)).toBe(
      'ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43',
    );
  });

  it('random tokens are URL- and cookie-safe: base64url without padding', () => {
    expect(randomToken(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken(32)).not.toBe(randomToken(32));
  });

  it('makes hex and Crockford base-32 codes of the asked length, different each time', () => {
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomCrockford(12)).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(randomCrockford(12)).not.toBe(randomCrockford(12));
  });
});
