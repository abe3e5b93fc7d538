import { auditEventHash, GENESIS_HASH } from '@portal/api-types/audit-chain';
import type { components } from '@portal/api-types/schema';
import type { Role, User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { BANK_TIMEZONE, requireDateRange, zonedDate } from '../bank/index.js';
import type { AuditEntry } from './team-records.js';

type S = components['schemas'];
/** An audit event as the contract serves it, without its own `hash` (what the hash covers). */
type ChainedFields = Omit<S['AuditEvent'], 'hash'>;

/** Where a request came from, and the API key it carried (null for a person's session). */
export type RequestOrigin = {
  ip: string;
  userAgent: string | null;
  apiKey?: { ref: string; name: string } | null;
};

export type AuditRecord = {
  orgRef: string | null;
  actor: User | { ref: null; name: string };
  action: S['AuditAction'];
  target: { type: S['AuditTargetType']; ref: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The actor's role when they acted, for an action that changes it (ownership transfer); else read now. */
  actorRole?: Role | null;
};

export function chainedFields(e: AuditEntry): ChainedFields {
  return {
    ref: e.ref,
    at: new Date(e.at).toISOString(),
    organization: e.orgRef,
    actor: e.actor.apiKey
      ? { ref: e.actor.ref, name: e.actor.name, api_key: { ...e.actor.apiKey } }
      : { ref: e.actor.ref, name: e.actor.name },
    actor_role: e.actorRole,
    action: e.action,
    target: { type: e.target.type, ref: e.target.ref },
    ip: e.ip,
    user_agent: e.userAgent,
    before: e.before,
    after: e.after,
    prev_hash: e.prevHash,
  };
}

const entryHash = (e: AuditEntry): string => auditEventHash(chainedFields(e));

const roleIn = (actor: AuditRecord['actor'], orgRef: string | null): Role | null =>
  orgRef === null || actor.ref === null || !('memberships' in actor)
    ? null
    : (actor.memberships.find((m) => m.orgRef === orgRef)?.role ?? null);

/** Appends one event to the bank's chain: the only way an entry gets into the log. */
export function recordAudit(bank: Bank, origin: RequestOrigin, r: AuditRecord): AuditEntry {
  const log = bank.store.auditLog;
  const name = 'memberships' in r.actor ? `${r.actor.firstName} ${r.actor.lastName}` : r.actor.name;
  const entry: AuditEntry = {
    ref: `aud_${log.length + 1}`,
    at: bank.clock.now(),
    orgRef: r.orgRef,
    actor: origin.apiKey
      ? { ref: r.actor.ref, name, apiKey: { ...origin.apiKey } }
      : { ref: r.actor.ref, name },
    actorRole: r.actorRole !== undefined ? r.actorRole : roleIn(r.actor, r.orgRef),
    action: r.action,
    target: r.target,
    ip: origin.ip,
    userAgent: origin.userAgent,
    before: r.before ?? null,
    after: r.after ?? null,
    prevHash: log.at(-1)?.hash ?? GENESIS_HASH,
    hash: '',
  };
  entry.hash = entryHash(entry);
  log.push(entry);
  return entry;
}

/**
 * The index of the first entry whose link or hash does not hold (an edited, removed or reordered entry breaks
 * it there), or null for an intact chain.
 */
export function verifyAuditChain(entries: readonly AuditEntry[]): number | null {
  let prev = GENESIS_HASH;
  for (const [i, e] of entries.entries()) {
    if (e.prevHash !== prev || entryHash(e) !== e.hash) return i;
    prev = e.hash;
  }
  return null;
}

type AuditFilter = {
  actor?: string;
  action?: string;
  targetType?: string;
  targetRef?: string;
  from?: string;
  to?: string;
};

/**
 * The events of an organization, newest first: those in it, and the user-level events (organization null) of
 * its current members.
 */
export function listAuditEvents(bank: Bank, orgRef: string, f: AuditFilter): AuditEntry[] {
  requireDateRange(f.from, f.to);
  const members = new Set(
    [...bank.store.users.values()]
      .filter((u) => u.memberships.some((m) => m.orgRef === orgRef))
      .map((u) => u.ref),
  );
  const out: AuditEntry[] = [];
  for (const e of bank.store.auditLog) {
    const visible =
      e.orgRef === orgRef || (e.orgRef === null && e.actor.ref !== null && members.has(e.actor.ref));
    if (!visible) continue;
    if (f.actor && e.actor.ref !== f.actor) continue;
    if (f.action && e.action !== f.action) continue;
    if (f.targetType && e.target.type !== f.targetType) continue;
    if (f.targetRef && e.target.ref !== f.targetRef) continue;
    const day = f.from || f.to ? zonedDate(e.at, BANK_TIMEZONE) : '';
    if (f.from && day < f.from) continue;
    if (f.to && day > f.to) continue;
    out.push(e);
  }
  return out.reverse();
}
