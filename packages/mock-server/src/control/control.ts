import { currentTotp, expireAccessTokens, findUserByEmail } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { verifyAuditChain } from '../domain/team/index.js';

import type { ControlResult } from './control-result.js';

export type { ControlResult } from './control-result.js';

const bad = (message: string, errors?: Record<string, string[]>): ControlResult => ({
  status: 400,
  body: { message, ...(errors ? { errors } : {}) },
});

export function reset(bank: Bank): ControlResult {
  bank.reset();
  return { status: 200, body: { ok: true, seed: bank.config.seed, now: bank.clock.date().toISOString() } };
}

export function getClock(bank: Bank): ControlResult {
  return { status: 200, body: { now: bank.clock.date().toISOString() } };
}

export function moveClock(bank: Bank, body: unknown): ControlResult {
  const input = (body ?? {}) as { advance_ms?: unknown; set?: unknown };
  if (input.advance_ms !== undefined) {
    if (typeof input.advance_ms !== 'number' || !Number.isFinite(input.advance_ms) || input.advance_ms < 0) {
      return bad('advance_ms must be a non-negative number of milliseconds.', {
        advance_ms: ['Must be ≥ 0.'],
      });
    }
    bank.clock.advance(input.advance_ms);
  } else if (input.set !== undefined) {
    const at = typeof input.set === 'string' ? Date.parse(input.set) : Number.NaN;
    if (Number.isNaN(at)) return bad('set must be an ISO 8601 date-time.', { set: ['Must be a date-time.'] });
    bank.clock.set(at);
  } else {
    return bad('Send { "advance_ms": number } or { "set": "2026-03-10T09:00:00Z" }.');
  }
  bank.tick();
  return getClock(bank);
}

export function expireSessions(bank: Bank): ControlResult {
  return { status: 200, body: { expired: expireAccessTokens(bank) } };
}

export function outbox(bank: Bank, to?: string): ControlResult {
  const mails = bank.store.outbox
    .filter((m) => !to || m.to === to.toLowerCase())
    .map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      kind: m.kind,
      link: m.link,
      token: m.token,
      sent_at: new Date(m.sentAt).toISOString(),
    }))
    .reverse();
  return { status: 200, body: { data: mails } };
}

/** The bank's users for the control page: who has two-factor authentication (their codes: `totp`). */
export function users(bank: Bank): ControlResult {
  const list = [...bank.store.users.values()]
    .map((u) => ({
      email: u.email,
      name: `${u.firstName} ${u.lastName}`,
      two_factor: u.twoFactorSecret !== null,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
  return { status: 200, body: { data: list } };
}

/** The TOTP code for a 2FA user at the mock's time (`offset` steps of 30 s ahead, to avoid a just-used code). */
export function totp(bank: Bank, email: string, offset = 0): ControlResult {
  const user = findUserByEmail(bank, email);
  const secret = user?.twoFactorSecret ?? user?.pendingTwoFactorSecret;
  if (!user || !secret) return { status: 404, body: { message: 'No two-factor secret for this address.' } };
  const step = Math.max(-1, Math.min(1, Math.trunc(offset)));
  const at = bank.clock.now() + step * 30_000;
  const remaining = 30 - Math.floor((at / 1000) % 30);
  return {
    status: 200,
    body: { email: user.email, code: currentTotp(secret, at), valid_for_seconds: remaining },
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A rogue edit of the database: replaces one stored audit entry's `after` (default `{ "tampered": true }`)
 * in place, leaving its hash as it was, so the chain no longer holds there (rule AUD-09).
 */
export function tamperAuditEntry(bank: Bank, body: unknown): ControlResult {
  const input = isPlainObject(body) ? body : {};
  const after = input.after === undefined ? { tampered: true } : input.after;
  if (typeof input.ref !== 'string') return bad('Send { "ref": "aud_…", "after"?: {…} | null }.');
  if (after !== null && !isPlainObject(after)) return bad('after must be an object or null.');
  const entry = bank.store.auditLog.find((e) => e.ref === input.ref);
  if (!entry) return { status: 404, body: { message: 'No audit entry has this ref.' } };
  entry.after = after;
  return { status: 200, body: { ref: entry.ref, after: entry.after } };
}

/** The whole chain checked as the bank stored it: the first entry whose hash or link does not hold. */
export function verifyAudit(bank: Bank): ControlResult {
  const broken = verifyAuditChain(bank.store.auditLog);
  const ref = broken === null ? null : (bank.store.auditLog[broken]?.ref ?? null);
  return { status: 200, body: { intact: broken === null, first_broken_ref: ref } };
}
