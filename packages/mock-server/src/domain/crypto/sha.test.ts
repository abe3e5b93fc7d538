import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hmacSha1Hex,
  hmacSha256,
  pbkdf2,
  sha256Hex,
  toBase64Url,
  utf8,
} from './portable.js';

describe('portable crypto matches node:crypto', () => {
  const inputs = ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(200), 'ünïcødé €'];
  it.each(inputs)('sha256(%j)', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });
  it.each(inputs)('hmac-sha256 and hmac-sha1 (%j)', (text) => {
    expect(hmacSha256('k'.repeat(70), text)).toBe(
      createHmac('sha256', 'k'.repeat(70)).update(text).digest('base64url'),
    );
    const keyHex = Buffer.from('secret-key').toString('hex');
    const msgHex = Buffer.from(text).toString('hex');
    expect(hmacSha1Hex(keyHex, msgHex)).toBe(createHmac('sha1', 'secret-key').update(text).digest('hex'));
  });
  it('pbkdf2, base64url and base32', () => {
    expect(pbkdf2('Northwind#2026', 'salt', 50)).toBe(
      pbkdf2Sync('Northwind#2026', 'salt', 50, 32, 'sha256').toString('hex'),
    );
    for (let n = 0; n < 8; n++) {
      const bytes = utf8('abcdefgh'.slice(0, n));
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });
});
