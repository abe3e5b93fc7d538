import { describe, expect, it } from 'vitest';
import { GRACE_TOTP_SECRET } from '../setup/index.js';
import { seedUsers } from '../setup/seed/users.js';
import { acceptTotp, currentTotp } from './totp.js';

const grace = () => {
  const user = seedUsers(0).find((u) => u.email === 'grace@northwind.test');
  if (!user) throw new Error('no grace');
  return user;
};

/** A bank clock whose machine runs on the same time, as in tests and journeys. */
const at = (now: number) => ({ now: () => now, wallNow: () => now });

describe('TOTP (RFC 6238, ±1 step, no reuse)', () => {
  const now = Date.parse('2026-03-10T10:00:10Z');

  it('accepts the current code once', () => {
    const user = grace();
    const code = currentTotp(GRACE_TOTP_SECRET, now);
    expect(acceptTotp(user, GRACE_TOTP_SECRET, code, at(now))).toBe(true);
    expect(acceptTotp(user, GRACE_TOTP_SECRET, code, at(now + 1000))).toBe(false);
  });

  it('accepts the previous and next step, not two steps away', () => {
    expect(
      acceptTotp(grace(), GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, now - 30_000), at(now)),
    ).toBe(true);
    expect(
      acceptTotp(grace(), GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, now + 30_000), at(now)),
    ).toBe(true);
    expect(
      acceptTotp(grace(), GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, now - 90_000), at(now)),
    ).toBe(false);
  });

  it('refuses an older code after a newer one was used', () => {
    const user = grace();
    expect(acceptTotp(user, GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, now + 30_000), at(now))).toBe(
      true,
    );
    expect(acceptTotp(user, GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, now), at(now))).toBe(false);
  });

  it('refuses malformed codes', () => {
    expect(acceptTotp(grace(), GRACE_TOTP_SECRET, '12345', at(now))).toBe(false);
    expect(acceptTotp(grace(), GRACE_TOTP_SECRET, 123456, at(now))).toBe(false);
  });
});

describe('TOTP on a bank whose date is shifted', () => {
  const bankNow = Date.parse('2026-03-06T09:30:00Z'); // the last business morning
  const wallNow = Date.parse('2026-03-08T21:15:00Z'); // a Sunday evening on the developer's phone
  const shifted = { now: () => bankNow, wallNow: () => wallNow };

  it("accepts an authenticator app's code from the machine's time, once", () => {
    const user = grace();
    const code = currentTotp(GRACE_TOTP_SECRET, wallNow);
    expect(acceptTotp(user, GRACE_TOTP_SECRET, code, shifted)).toBe(true);
    expect(acceptTotp(user, GRACE_TOTP_SECRET, code, shifted)).toBe(false);
  });

  it("still accepts a code from the bank's own clock", () => {
    expect(acceptTotp(grace(), GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, bankNow), shifted)).toBe(
      true,
    );
  });

  it("takes the machine's next code while the bank's time step has not turned yet", () => {
    const turn = Date.parse('2026-03-08T21:15:00Z'); // a time step starts on the machine
    const offset = -2 * 86_400_000 - 10_000; // the bank's steps turn 10 s later
    const user = grace();
    const before = { now: () => turn - 5_000 + offset, wallNow: () => turn - 5_000 };
    const after = { now: () => turn + 1_000 + offset, wallNow: () => turn + 1_000 };
    expect(acceptTotp(user, GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, turn - 5_000), before)).toBe(
      true,
    );
    expect(acceptTotp(user, GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, turn + 1_000), after)).toBe(
      true,
    );
    expect(acceptTotp(user, GRACE_TOTP_SECRET, currentTotp(GRACE_TOTP_SECRET, turn - 5_000), after)).toBe(
      false,
    );
  });

  it('refuses a code from neither time', () => {
    const stale = currentTotp(GRACE_TOTP_SECRET, wallNow - 120_000);
    expect(acceptTotp(grace(), GRACE_TOTP_SECRET, stale, shifted)).toBe(false);
  });
});

describe('TOTP interoperability', () => {
  it('matches the RFC 6238 SHA-1 test vector and otplib’s default preset', async () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
    expect(currentTotp(rfcSecret, 59_000)).toBe('287082');
    expect(currentTotp(rfcSecret, 1_111_111_109_000)).toBe('081804');
    const { authenticator } = await import('otplib');
    const at = Date.parse('2026-03-10T10:00:00Z');
    expect(currentTotp(GRACE_TOTP_SECRET, at)).toBe(
      authenticator.clone({ epoch: at }).generate(GRACE_TOTP_SECRET),
    );
  });
});
