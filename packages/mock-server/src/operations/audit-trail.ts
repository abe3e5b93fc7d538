import { canonicalJson } from '@portal/api-types/audit-chain';
import type { IssuedSession, User } from '../domain/auth/index.js';
import type { Bank } from '../domain/bank/index.js';
import { type AuditRecord, type RequestOrigin, recordAudit } from '../domain/team/index.js';
import type { OperationRequest } from './types.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The request's client address and user agent (trimmed to what the contract allows). */
const originOf = (req: Pick<OperationRequest, 'ip' | 'headers' | 'apiKey'>): RequestOrigin => {
  const agent = req.headers['user-agent']?.replace(CONTROL, '').slice(0, 512);
  return { ip: req.ip, userAgent: agent ? agent : null, apiKey: req.apiKey ?? null };
};

/** Records one event of this request in the bank's audit chain. */
export const audit = (
  bank: Bank,
  req: Pick<OperationRequest, 'ip' | 'headers' | 'apiKey'>,
  event: AuditRecord,
): void => {
  recordAudit(bank, originOf(req), event);
};

/** The user a freshly issued session belongs to. */
export function sessionUser(bank: Bank, session: IssuedSession): User | undefined {
  const userRef = bank.store.accessTokens.get(session.accessToken)?.userRef;
  return userRef ? bank.store.users.get(userRef) : undefined;
}

type Fields = Record<string, unknown>;

/** Only the fields that an update changed, before and after (null when nothing did). */
export function changedFields(
  before: Fields,
  after: Fields,
): { before: Fields | null; after: Fields | null } {
  const keys = Object.keys(after).filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k]));
  if (keys.length === 0) return { before: null, after: null };
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}
