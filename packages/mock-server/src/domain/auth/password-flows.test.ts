import { describe, expect, it, vi } from 'vitest';
import { createBank } from '../setup/index.js';
import { forgotPassword } from './password-flows.js';

const START = Date.parse('2026-03-10T10:00:00Z');

/** The size of every block of random bytes drawn while `run` runs (the costly part of a request). */
function randomDraws(run: () => void): number[] {
  const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
  try {
    run();
    return spy.mock.calls.map(([array]) => (array as Uint8Array).byteLength);
  } finally {
    spy.mockRestore();
  }
}

describe('forgot password', () => {
  it('does the same work for a known and an unknown address, and keeps only the known one’s link', () => {
    const bank = createBank({ seed: 42, clockStart: START, frozenClock: true });
    const tokensBefore = bank.store.resetTokens.size;
    const outboxBefore = bank.store.outbox.length;

    const known = randomDraws(() => forgotPassword(bank, 'ada@northwind.test', '10.0.0.1'));
    const unknown = randomDraws(() => forgotPassword(bank, 'nobody@northwind.test', '10.0.0.2'));

    // The known address's reset token and email id are drawn for the unknown one too.
    expect(known.length).toBeGreaterThanOrEqual(2);
    expect(unknown).toEqual(known);
    expect(bank.store.resetTokens.size).toBe(tokensBefore + 1);
    expect(bank.store.outbox.length).toBe(outboxBefore + 1);
    expect(bank.store.outbox.at(-1)).toMatchObject({ to: 'ada@northwind.test', kind: 'password_reset' });
    expect(bank.store.outbox.some((m) => m.to === 'nobody@northwind.test')).toBe(false);
  });

  it('an unknown address leaves the known user’s open link alone', () => {
    const bank = createBank({ seed: 42, clockStart: START, frozenClock: true });
    forgotPassword(bank, 'ada@northwind.test', '10.0.0.1');
    const open = [...bank.store.resetTokens.values()].filter((t) => t.usedAt === null);
    const expiries = open.map((t) => t.expiresAt);
    forgotPassword(bank, 'nobody@northwind.test', '10.0.0.2');
    expect(open.map((t) => t.expiresAt)).toEqual(expiries);
    expect(open.every((t) => t.expiresAt > bank.clock.now())).toBe(true);
  });
});
