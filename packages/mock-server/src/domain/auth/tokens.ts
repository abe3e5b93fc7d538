import type { Bank } from '../bank/index.js';
import { randomToken as randomBase64Url, unauthenticated } from '../bank/index.js';
import type { User } from './user-records.js';

/** 256 random bits, opaque. */
const randomToken = (prefix: string): string => `${prefix}_${randomBase64Url(32)}`;

export type IssuedSession = { accessToken: string; expiresIn: number; refreshToken: string };

function issueAccess(
  bank: Bank,
  userRef: string,
  familyId: string,
): { accessToken: string; expiresIn: number } {
  const accessToken = randomToken('at');
  const ttl = bank.config.accessTokenTtlSeconds;
  bank.store.accessTokens.set(accessToken, { userRef, familyId, expiresAt: bank.clock.now() + ttl * 1000 });
  return { accessToken, expiresIn: ttl };
}

/** A new refresh family (one per sign-in) and its first access token. */
export function issueSession(bank: Bank, userRef: string): IssuedSession {
  const now = bank.clock.now();
  const familyId = randomToken('fam');
  const refreshToken = randomToken('rt');
  bank.store.refreshFamilies.set(familyId, {
    id: familyId,
    userRef,
    current: refreshToken,
    previous: null,
    rotatedAt: now,
    previousGraceUsed: false,
    createdAt: now,
    lastUsedAt: now,
    revoked: false,
  });
  bank.store.refreshTokenIndex.set(refreshToken, familyId);
  return { ...issueAccess(bank, userRef, familyId), refreshToken };
}

export function revokeFamily(bank: Bank, familyId: string): void {
  const family = bank.store.refreshFamilies.get(familyId);
  if (family) family.revoked = true;
  for (const [token, record] of bank.store.accessTokens) {
    if (record.familyId === familyId) bank.store.accessTokens.delete(token);
  }
}

export function revokeAllForUser(bank: Bank, userRef: string, except?: string): void {
  for (const family of bank.store.refreshFamilies.values()) {
    if (family.userRef === userRef && family.id !== except) revokeFamily(bank, family.id);
  }
}

/**
 * Rotation with reuse detection (RFC 9700 §4.14): the current token rotates; the token rotated just before
 * is honoured once within the grace window (answering the already-current refresh token, so two racing
 * tabs converge); any other reuse revokes the whole family.
 */
export function refreshSession(bank: Bank, token: string | undefined): IssuedSession {
  const expired = unauthenticated('Your session has expired. Please sign in again.');
  if (!token) throw expired;
  const familyId = bank.store.refreshTokenIndex.get(token);
  const family = familyId ? bank.store.refreshFamilies.get(familyId) : undefined;
  if (!family || family.revoked) throw expired;
  const now = bank.clock.now();
  const { refreshIdleSeconds, refreshAbsoluteSeconds, refreshGraceSeconds } = bank.config;
  if (
    now - family.lastUsedAt > refreshIdleSeconds * 1000 ||
    now - family.createdAt > refreshAbsoluteSeconds * 1000
  ) {
    revokeFamily(bank, family.id);
    throw expired;
  }
  if (token === family.current) {
    const next = randomToken('rt');
    family.previous = family.current;
    family.current = next;
    family.rotatedAt = now;
    family.previousGraceUsed = false;
    family.lastUsedAt = now;
    bank.store.refreshTokenIndex.set(next, family.id);
    return { ...issueAccess(bank, family.userRef, family.id), refreshToken: next };
  }
  if (
    token === family.previous &&
    !family.previousGraceUsed &&
    now - family.rotatedAt <= refreshGraceSeconds * 1000
  ) {
    family.previousGraceUsed = true;
    family.lastUsedAt = now;
    return { ...issueAccess(bank, family.userRef, family.id), refreshToken: family.current };
  }
  revokeFamily(bank, family.id);
  throw unauthenticated('This session was revoked. Please sign in again.');
}

/** The user a bearer token belongs to, if it is live; never throws and changes nothing (rate-limit keys). */
export function bearerUserRef(bank: Bank, authorization: string | undefined): string | null {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const record = token ? bank.store.accessTokens.get(token) : undefined;
  return record && record.expiresAt > bank.clock.now() ? record.userRef : null;
}

/**
 * Who makes a request: a person's session, or one of their API keys (`apiKey` set; then `user` holds only the
 * key's organization, and there is no session).
 */
export type Authenticated = {
  user: User;
  accessToken: string;
  familyId: string;
  apiKey?: { ref: string; name: string };
};

/**
 * The caller a bearer token names: 401 when it is missing, unknown, expired or its session revoked. Nothing
 * changes but an expired token being dropped (a request refused for what it sent marks no one active).
 */
export function verifyBearer(bank: Bank, authorization: string | undefined): Authenticated {
  const match = /^Bearer ([A-Za-z0-9_\-.~+/]+=*)$/.exec(authorization ?? '');
  const token = match?.[1];
  const record = token ? bank.store.accessTokens.get(token) : undefined;
  if (!token || !record) throw unauthenticated();
  const family = bank.store.refreshFamilies.get(record.familyId);
  if (record.expiresAt <= bank.clock.now() || !family || family.revoked) {
    bank.store.accessTokens.delete(token);
    throw unauthenticated('Your access token has expired.');
  }
  const user = bank.store.users.get(record.userRef);
  if (!user) throw unauthenticated();
  return { user, accessToken: token, familyId: record.familyId };
}

export function authenticate(bank: Bank, authorization: string | undefined): Authenticated {
  const auth = verifyBearer(bank, authorization);
  // The one place every authenticated request passes: the Team screen's "last active" (rule TEAM-02).
  auth.user.lastActiveAt = bank.clock.now();
  return auth;
}

/** Control endpoint: every live access token now answers 401 (refresh tokens stay valid). */
export function expireAccessTokens(bank: Bank): number {
  const count = bank.store.accessTokens.size;
  bank.store.accessTokens.clear();
  return count;
}
