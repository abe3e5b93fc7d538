import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { components } from './generated/schema';

type AuditEvent = components['schemas']['AuditEvent'];

/** The `prev_hash` of the first entry of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level (undefined dropped), so the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The contract's `AuditEvent.hash`: SHA-256 (hex) of the canonical JSON of the entry without `hash`. The bank
 * computes it when it appends an entry; anyone who reads the log recomputes it to detect an edit.
 */
export const auditEventHash = (event: Omit<AuditEvent, 'hash'>): string =>
  bytesToHex(sha256(utf8ToBytes(canonicalJson(event))));

/** Whether an entry still matches its hash (false: it was edited after it was written). */
export function auditEventIntact(event: AuditEvent): boolean {
  const { hash, ...rest } = event;
  return auditEventHash(rest) === hash;
}
