import { randomBytes } from '@noble/hashes/utils.js';
import type { components, Permission, Role } from '@portal/api-types/schema';
import { base58 } from '@scure/base';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, newRef, notFound, sha256Hex } from '../bank/index.js';
import type { ApiKeyRecord } from './api-key-records.js';

type S = components['schemas'];
export type ApiKeyStatus = S['ApiKeyStatus'];

const SECRET_PREFIX = 'nwk_';
const SECRET_LENGTH = 40;

/** `nwk_` and 40 base58 characters (about 234 random bits): letters and digits only, easy to copy. */
function newSecret(): string {
  return SECRET_PREFIX + base58.encode(randomBytes(32)).slice(0, SECRET_LENGTH);
}

/** Whether an `Authorization: Bearer …` value is an API key rather than a person's access token. */
export const isApiKeySecret = (token: string): boolean => token.startsWith(SECRET_PREFIX);

const creatorRole = (bank: Bank, key: ApiKeyRecord): Role | null =>
  bank.store.users.get(key.createdBy)?.memberships.find((m) => m.orgRef === key.orgRef)?.role ?? null;

/** `revoked` and `expired` are for good; `suspended` while the creator is not a member of the organization. */
export function apiKeyStatus(bank: Bank, key: ApiKeyRecord): ApiKeyStatus {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && key.expiresAt <= bank.clock.now()) return 'expired';
  if (creatorRole(bank, key) === null) return 'suspended';
  return 'active';
}

export type CreatedApiKey = { key: ApiKeyRecord; secret: string };

export function createApiKey(
  bank: Bank,
  creator: User,
  orgRef: string,
  input: S['ApiKeyInput'],
): CreatedApiKey {
  const now = bank.clock.now();
  const expiresAt = input.expires_at ? Date.parse(input.expires_at) : null;
  const bag = new FieldErrorBag();
  if (input.name.trim() === '') bag.add('name', 'Give the key a name.');
  if (expiresAt !== null && expiresAt <= now) bag.add('expires_at', 'The expiry must be in the future.');
  bag.throwIfAny();
  const secret = newSecret();
  const key: ApiKeyRecord = {
    ref: newRef(bank.store, 'key'),
    orgRef,
    name: input.name.trim(),
    prefix: secret.slice(0, SECRET_PREFIX.length + 8),
    secretHash: sha256Hex(secret),
    scopes: [...input.scopes],
    createdAt: now,
    createdBy: creator.ref,
    createdByName: `${creator.firstName} ${creator.lastName}`,
    expiresAt,
    lastUsedAt: null,
    revokedAt: null,
  };
  bank.store.apiKeys.set(key.ref, key);
  bank.store.apiKeyIndex.set(key.secretHash, key.ref);
  return { key, secret };
}

/** The organization's keys, newest first. */
export const apiKeysOf = (bank: Bank, orgRef: string): ApiKeyRecord[] =>
  [...bank.store.apiKeys.values()].filter((k) => k.orgRef === orgRef).reverse();

export function requireApiKey(bank: Bank, orgRef: string, ref: string): ApiKeyRecord {
  const key = bank.store.apiKeys.get(ref);
  if (!key || key.orgRef !== orgRef) throw notFound('API key');
  return key;
}

/** Revoking twice changes nothing: the first revocation's time stays. */
export function revokeApiKey(bank: Bank, key: ApiKeyRecord): boolean {
  if (key.revokedAt !== null) return false;
  key.revokedAt = bank.clock.now();
  return true;
}

/** A key that answers 401: the message says which, so the integrator knows whether to ask for a new one. */
const refused = (message: string) => new DomainError(401, message, { code: 'unauthenticated' });

/** The ref of the key a secret names, whatever its status (the general rate limit counts per key). */
export const apiKeyRefOf = (bank: Bank, secret: string): string | null =>
  bank.store.apiKeyIndex.get(sha256Hex(secret)) ?? null;

/**
 * The key a secret names and the person it acts for: 401 when unknown, revoked, expired or its creator
 * has left the organization. Changes nothing (dispatch marks the key used once the request is let in).
 */
export function verifyApiKey(bank: Bank, secret: string): { key: ApiKeyRecord; user: User } {
  const ref = bank.store.apiKeyIndex.get(sha256Hex(secret));
  const key = ref ? bank.store.apiKeys.get(ref) : undefined;
  if (!key) throw refused('This API key is not valid.');
  const status = apiKeyStatus(bank, key);
  if (status === 'revoked') throw refused('This API key has been revoked.');
  if (status === 'expired') throw refused('This API key has expired.');
  const user = bank.store.users.get(key.createdBy);
  if (status === 'suspended' || !user) {
    throw refused('The person who created this API key is no longer a member of the organization.');
  }
  return { key, user };
}

/** What a key may do now: its scopes that its creator's current role also holds. */
export function apiKeyPermissions(
  bank: Bank,
  key: ApiKeyRecord,
  rolePermissions: (role: Role) => readonly Permission[],
): Permission[] {
  const role = creatorRole(bank, key);
  if (!role) return [];
  const held = rolePermissions(role);
  return key.scopes.filter((scope) => held.includes(scope));
}
