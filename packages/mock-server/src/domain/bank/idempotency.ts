import type { Bank } from './bank.js';
import { sha256Hex } from './crypto/portable.js';
import { DomainError } from './errors.js';
import type { StoredResponse } from './store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type IdempotentResult = StoredResponse & { replayed: boolean };

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function fingerprint(operation: string, path: string, body: unknown): string {
  return sha256Hex(JSON.stringify([operation, path, canonical(body)]));
}

/**
 * Runs `work` once per (user, organization, operation, key). Same key and body: the stored answer is
 * replayed; another body: 422; the first still running: 409. Only successful answers are kept (24 h), so
 * a refused request can be corrected and retried with the same key.
 */
export async function idempotent(
  bank: Bank,
  scope: { userRef: string; orgRef: string; operation: string; path: string },
  key: string | undefined,
  body: unknown,
  work: () => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  if (!key) {
    throw new DomainError(400, 'The Idempotency-Key header is required.', {
      code: 'idempotency_key_missing',
      errors: { 'Idempotency-Key': ['The Idempotency-Key header is required.'] },
    });
  }
  if (!UUID.test(key)) {
    throw new DomainError(400, 'The Idempotency-Key header must be a UUID.', {
      code: 'validation_failed',
      errors: { 'Idempotency-Key': ['The Idempotency-Key header must be a UUID.'] },
    });
  }
  const storeKey = `${scope.userRef}|${scope.orgRef}|${scope.operation}|${key.toLowerCase()}`;
  const print = fingerprint(scope.operation, scope.path, body);
  const existing = bank.store.idempotency.get(storeKey);
  if (existing) {
    if (existing.fingerprint !== print) {
      throw new DomainError(422, 'This Idempotency-Key was already used for a different request.', {
        code: 'idempotency_key_reused',
      });
    }
    if (existing.state === 'in_flight' || !existing.response) {
      throw new DomainError(409, 'A request with this Idempotency-Key is still being processed.', {
        code: 'idempotency_request_in_progress',
      });
    }
    return { ...existing.response, replayed: true };
  }
  const entry = {
    fingerprint: print,
    state: 'in_flight' as const,
    response: null,
    createdAt: bank.clock.now(),
  };
  bank.store.idempotency.set(storeKey, entry);
  const storeAtStart = bank.store;
  try {
    const response = await work();
    if (bank.store === storeAtStart) {
      bank.store.idempotency.set(storeKey, { ...entry, state: 'done', response });
    }
    return { ...response, replayed: false };
  } catch (error) {
    if (bank.store === storeAtStart) bank.store.idempotency.delete(storeKey);
    throw error;
  }
}
