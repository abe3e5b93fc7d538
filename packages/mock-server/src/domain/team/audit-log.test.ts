import { canonicalJson, GENESIS_HASH } from '@portal/api-types/audit-chain';
import { describe, expect, it } from 'vitest';
import { createBank } from '../setup/index.js';
import { listAuditEvents, recordAudit, verifyAuditChain } from './audit-log.js';
import type { AuditEntry } from './team-records.js';

const START = Date.parse('2026-03-10T10:00:00Z');
const ORIGIN = { ip: '203.0.113.7', userAgent: 'Vitest' };

function bankWithThreeEvents() {
  const bank = createBank({ seed: 42, clockStart: START, frozenClock: true });
  const ada = [...bank.store.users.values()].find((u) => u.email === 'ada@northwind.test');
  if (!ada) throw new Error('seed has no Ada');
  const org = ada.memberships[0]?.orgRef ?? null;
  recordAudit(bank, ORIGIN, {
    orgRef: null,
    actor: ada,
    action: 'auth.sign_in',
    target: { type: 'user', ref: ada.ref },
  });
  recordAudit(bank, ORIGIN, {
    orgRef: org,
    actor: ada,
    action: 'recipient.updated',
    target: { type: 'recipient', ref: 'rcp_one' },
    before: { name: 'Old' },
    after: { name: 'New' },
  });
  recordAudit(bank, ORIGIN, {
    orgRef: org,
    actor: ada,
    action: 'payment.created',
    target: { type: 'payment', ref: 'pay_one' },
  });
  return { bank, ada, org, log: bank.store.auditLog };
}

const copy = (log: AuditEntry[]): AuditEntry[] => log.map((e) => structuredClone(e));

describe('audit log', () => {
  it('chains each entry to the one before and records actor, role and origin', () => {
    const { log, ada } = bankWithThreeEvents();
    expect(log[0]?.prevHash).toBe(GENESIS_HASH);
    expect(log[1]?.prevHash).toBe(log[0]?.hash);
    expect(log[2]?.prevHash).toBe(log[1]?.hash);
    expect(log[0]?.actorRole).toBeNull();
    expect(log[2]).toMatchObject({
      actor: { ref: ada.ref, name: 'Ada Lovelace' },
      actorRole: 'owner',
      ip: '203.0.113.7',
      userAgent: 'Vitest',
    });
    expect(verifyAuditChain(log)).toBeNull();
  });

  it('detects an edited entry at its index', () => {
    const log = copy(bankWithThreeEvents().log);
    if (log[1]) log[1].after = { name: 'Forged' };
    expect(verifyAuditChain(log)).toBe(1);
  });

  it('detects an edited entry even when its own hash is recomputed (the next link breaks)', () => {
    const { log } = bankWithThreeEvents();
    const forged = copy(log);
    const second = forged[1];
    if (!second) throw new Error('no entry');
    second.actor = { ref: null, name: 'Someone else' };
    second.hash = GENESIS_HASH.replace(/^0/, '1');
    expect(verifyAuditChain(forged)).toBe(1);
  });

  it('detects a removed entry', () => {
    const log = copy(bankWithThreeEvents().log);
    log.splice(1, 1);
    expect(verifyAuditChain(log)).toBe(1);
    expect(verifyAuditChain(copy(bankWithThreeEvents().log).slice(1))).toBe(0);
  });

  it('detects a reordered entry', () => {
    const log = copy(bankWithThreeEvents().log);
    const [a, b, c] = log;
    if (!a || !b || !c) throw new Error('no entries');
    expect(verifyAuditChain([a, c, b])).toBe(1);
  });

  it('serialises canonically: key order does not change the text', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, 'x'] }, b: 1 }),
    );
  });

  it('lists an organization’s events newest first, with its members’ user-level events', () => {
    const { bank, org } = bankWithThreeEvents();
    if (!org) throw new Error('no org');
    expect(listAuditEvents(bank, org, {}).map((e) => e.action)).toEqual([
      'payment.created',
      'recipient.updated',
      'auth.sign_in',
    ]);
    expect(listAuditEvents(bank, org, { targetType: 'recipient' })).toHaveLength(1);
    expect(listAuditEvents(bank, 'org_elsewhere', {})).toHaveLength(0);
  });
});
