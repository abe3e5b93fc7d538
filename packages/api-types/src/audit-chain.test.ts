import { describe, expect, it } from 'vitest';
import { auditEventHash, auditEventIntact, canonicalJson, GENESIS_HASH } from './audit-chain';

const entry = {
  ref: 'aud_1',
  at: '2026-03-02T11:04:58.000Z',
  organization: 'org_northwind',
  actor: { ref: 'usr_ada', name: 'Ada Lovelace' },
  actor_role: 'owner' as const,
  action: 'payment.created' as const,
  target: { type: 'payment' as const, ref: 'pay_1' },
  ip: '203.0.113.7',
  user_agent: null,
  before: null,
  after: { amount: '12500.00', currency: 'GBP' },
  prev_hash: GENESIS_HASH,
};

describe('audit chain', () => {
  it('writes the same JSON whatever the key order, at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
  });

  it('hashes the entry as SHA-256 hex of its canonical JSON', () => {
    expect(auditEventHash(entry)).toMatch(/^[0-9a-f]{64}$/);
    expect(auditEventHash({ ...entry, after: { currency: 'GBP', amount: '12500.00' } })).toBe(
      auditEventHash(entry),
    );
  });

  it('tells an intact entry from an edited one', () => {
    const hashed = { ...entry, hash: auditEventHash(entry) };
    expect(auditEventIntact(hashed)).toBe(true);
    expect(auditEventIntact({ ...hashed, after: { amount: '1.00', currency: 'GBP' } })).toBe(false);
    expect(auditEventIntact({ ...hashed, actor: { ref: 'usr_mo', name: 'Mo Farah' } })).toBe(false);
  });
});
