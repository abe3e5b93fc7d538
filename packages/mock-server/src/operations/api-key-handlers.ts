import type { components } from '@portal/api-types/schema';
import {
  type ApiKeyRecord,
  apiKeyStatus,
  apiKeysOf,
  createApiKey,
  requireApiKey,
  revokeApiKey,
} from '../domain/api-keys/index.js';
import type { Bank } from '../domain/bank/index.js';
import { paginate } from '../domain/bank/index.js';
import { audit } from './audit-trail.js';
import { data, orgScope as scope } from './helpers.js';
import { iso, pagedList } from './presenters.js';
import type { HandlerMap } from './types.js';

const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

/** A key as the contract serves it: never its secret or hash. */
export function apiKey(bank: Bank, k: ApiKeyRecord): components['schemas']['ApiKey'] {
  return {
    ref: k.ref,
    name: k.name,
    prefix: k.prefix,
    scopes: [...k.scopes],
    status: apiKeyStatus(bank, k),
    created_at: iso(k.createdAt),
    created_by: { ref: k.createdBy, name: k.createdByName },
    expires_at: isoOrNull(k.expiresAt),
    last_used_at: isoOrNull(k.lastUsedAt),
    revoked_at: isoOrNull(k.revokedAt),
  };
}

/** API keys of an organization: created and revoked by owners and admins (x-permission developers.manage). */
export const apiKeyHandlers = {
  listApiKeys: (ctx) => {
    const { orgRef } = scope(ctx);
    return pagedList(paginate(apiKeysOf(ctx.bank, orgRef), ctx.req.query), (k) => apiKey(ctx.bank, k));
  },

  createApiKey: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const { key, secret } = createApiKey(ctx.bank, actor, orgRef, ctx.req.body);
    audit(ctx.bank, ctx.req, {
      orgRef,
      actor,
      action: 'api_key.created',
      target: { type: 'api_key', ref: key.ref },
      after: { name: key.name, scopes: [...key.scopes], expires_at: isoOrNull(key.expiresAt) },
    });
    return data({ key: apiKey(ctx.bank, key), secret }, 201);
  },

  revokeApiKey: (ctx) => {
    const { actor, orgRef } = scope(ctx);
    const key = requireApiKey(ctx.bank, orgRef, ctx.req.params.key);
    if (revokeApiKey(ctx.bank, key)) {
      audit(ctx.bank, ctx.req, {
        orgRef,
        actor,
        action: 'api_key.revoked',
        target: { type: 'api_key', ref: key.ref },
        before: { name: key.name },
      });
    }
    return { status: 204 };
  },
} satisfies Partial<HandlerMap>;
