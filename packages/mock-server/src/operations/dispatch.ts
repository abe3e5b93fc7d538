import { apiKeyRefOf, isApiKeySecret, verifyApiKey } from '../domain/api-keys/index.js';
import {
  type Authenticated,
  authenticate,
  bearerUserRef,
  originAllowed,
  verifyBearer,
  xsrfValid,
} from '../domain/auth/index.js';
import type { Bank, DomainError } from '../domain/bank/index.js';
import { consume, generalLimit, type Quota, quotaHeaders } from '../domain/bank/index.js';
import { type Call, drawLatency, type Fault, latencyRuleFor, takeFault } from '../domain/network/index.js';
import { PUBLIC_OPERATIONS } from '../generated/contract-routes.js';
import { errorResult, fromDomainError, isDomainError, STATUS_TEXT } from './errors.js';
import { operationHandlers } from './index.js';
import { actsOnRequest, faultOnRequest, faultOnResponse } from './network-faults.js';
import { checkApiKeyPermission, checkPermission } from './permissions.js';
import type { OperationId, OperationRequest, OperationResult } from './types.js';
import { afterBankChange } from './webhook-delivery.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type DispatchOptions = {
  onError?: (error: unknown) => void;
  /** Runs after authentication, before the handler (the adapters read multipart uploads here). */
  prepare?: (req: OperationRequest) => Promise<void>;
};

function antiForgery(bank: Bank, req: OperationRequest): OperationResult | null {
  if (!UNSAFE.has(req.method.toUpperCase())) return null;
  const h = req.headers;
  const refused = (why: string) =>
    errorResult(403, { message: `This request was refused: ${why}.`, code: 'xsrf_mismatch' });
  if (!originAllowed(h.origin, h['sec-fetch-site'], h.host, bank.config.allowedOrigins)) {
    return refused('it came from another site');
  }
  if (
    !xsrfValid(bank.config.xsrfSecret, req.cookies.portal_sid, req.cookies['XSRF-TOKEN'], h['x-xsrf-token'])
  ) {
    return refused('the anti-forgery token is missing or does not match. Reload the page and try again');
  }
  return null;
}

/** The API key secret a request carries as its bearer token, if it carries one. */
function apiKeySecretOf(req: OperationRequest): string | null {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token && isApiKeySecret(token) ? token : null;
}

/**
 * The contract's general limit: per API key for a key's request, per user when the bearer token is live,
 * else per client address.
 */
function generalQuota(bank: Bank, req: OperationRequest): Quota | null {
  const limit = bank.config.rateLimitPerMinute;
  if (limit <= 0) return null;
  const secret = apiKeySecretOf(req);
  const keyRef = secret ? apiKeyRefOf(bank, secret) : null;
  const userRef = keyRef ? null : bearerUserRef(bank, req.headers.authorization);
  const who = keyRef ? `key:${keyRef}` : userRef ? `user:${userRef}` : `client:${req.ip}`;
  return consume(bank, generalLimit(limit), [who]);
}

/**
 * A request made with an API key: the key must be live and allowed this operation; the person it acts for
 * is seen through the key's organization only. No anti-forgery token: a key is never in a cookie.
 */
function authenticateApiKey(
  bank: Bank,
  operationId: OperationId,
  req: OperationRequest,
  secret: string,
): Authenticated {
  const { key, user } = verifyApiKey(bank, secret);
  checkApiKeyPermission(bank, operationId, key, req.params.account);
  key.lastUsedAt = bank.clock.now();
  req.apiKey = { ref: key.ref, name: key.name };
  const scoped = { ...user, memberships: user.memberships.filter((m) => m.orgRef === key.orgRef) };
  return { user: scoped, accessToken: '', familyId: '', apiKey: req.apiKey };
}

/**
 * An answer the adapters give before dispatch (the request broke the contract, or named no operation)
 * still counts against the general limit, so a flood of invalid requests is throttled like any other.
 */
export function refuseBeforeDispatch(
  bank: Bank,
  req: OperationRequest,
  refusal: OperationResult,
  operationId?: OperationId,
): OperationResult {
  let quota: Quota | null;
  try {
    quota = generalQuota(bank, req);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const limited = fromDomainError(error);
    return { ...limited, headers: { ...limited.headers, 'cache-control': 'no-store' } };
  }
  // Who sends a request to a secured operation is checked before what it says: an anonymous or forged
  // caller learns nothing of the parameters and body the operation takes.
  const first = operationId && !PUBLIC_OPERATIONS.has(operationId) ? callerRefusal(bank, req) : null;
  const answer = first ?? refusal;
  return {
    ...answer,
    headers: {
      ...(quota ? quotaHeaders(quota) : {}),
      ...(answer.headers ?? {}),
      'cache-control': 'no-store',
    },
  };
}

/** A refusal of the bank as an answer; a 401 also tells the client how to authenticate. */
function domainRefusal(error: DomainError): OperationResult {
  const r = fromDomainError(error);
  if (error.status === 401) r.headers = { ...r.headers, 'www-authenticate': 'Bearer' };
  return r;
}

/** The anti-forgery check, then the bearer token: why the caller of a secured operation is refused, if it is. */
function callerRefusal(bank: Bank, req: OperationRequest): OperationResult | null {
  const secret = apiKeySecretOf(req);
  if (secret) {
    try {
      verifyApiKey(bank, secret);
      return null;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return domainRefusal(error);
    }
  }
  const forged = antiForgery(bank, req);
  if (forged) return forged;
  try {
    verifyBearer(bank, req.headers.authorization);
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return domainRefusal(error);
  }
}

/**
 * The network on the call's way in: the latency its rule draws, then the fault it meets (if any) acting
 * before the bank, or kept to act on the answer.
 */
async function onTheWayIn(
  bank: Bank,
  call: Call,
): Promise<{ fault: Fault | null; early: OperationResult | null }> {
  const { network } = bank;
  const wait = drawLatency(
    latencyRuleFor(network.latencyRules, network.defaultLatency, call),
    network.random,
  );
  if (wait > 0) await sleep(wait);
  const fault = takeFault(network.faults, call, network.random);
  if (fault && actsOnRequest(fault)) return { fault: null, early: await faultOnRequest(fault) };
  return { fault, early: null };
}

/**
 * Runs one operation the same way for every adapter: the network's latency and injected faults, clock-driven
 * progress, the general rate limit, anti-forgery, bearer authentication, the handler, and errors in the
 * contract's shape.
 */
export async function dispatch(
  bank: Bank,
  operationId: OperationId,
  req: OperationRequest,
  options: DispatchOptions = {},
): Promise<OperationResult> {
  const state: RunState = { quota: null };
  const { fault, early } = await onTheWayIn(bank, {
    operation: operationId,
    method: req.method,
    path: req.path,
  });
  const handled = early ?? (await run(bank, operationId, req, options, state));
  // A refusal of the bank is an answer too: a fault on the way back breaks it all the same.
  const result = fault ? await faultOnResponse(fault, handled) : handled;
  return {
    ...result,
    // A stricter limit's headers (on its 429) win over the general ones.
    headers: {
      ...(state.quota ? quotaHeaders(state.quota) : {}),
      ...(result.headers ?? {}),
      'cache-control': 'no-store',
    },
  };
}

type RunState = { quota: Quota | null };

async function run(
  bank: Bank,
  operationId: OperationId,
  req: OperationRequest,
  options: DispatchOptions,
  state: RunState,
): Promise<OperationResult> {
  try {
    bank.tick();
    state.quota = generalQuota(bank, req);
    const secret = PUBLIC_OPERATIONS.has(operationId) ? null : apiKeySecretOf(req);
    let auth: Authenticated | null;
    if (secret) {
      auth = authenticateApiKey(bank, operationId, req, secret);
    } else {
      const refused = antiForgery(bank, req);
      if (refused) return refused;
      auth = PUBLIC_OPERATIONS.has(operationId) ? null : authenticate(bank, req.headers.authorization);
      if (auth) checkPermission(bank, operationId, auth.user, req.params.account);
    }
    if (options.prepare) await options.prepare(req);
    // The one place the adapters' request meets the typed handlers: both validated it against this
    // operation's schemas (Fastify's route schemas, validateRequest in MSW) before dispatching it.
    const handler = operationHandlers[operationId] as (ctx: {
      bank: Bank;
      req: OperationRequest;
      auth: Authenticated | null;
    }) => OperationResult | Promise<OperationResult>;
    const result = await handler({ bank, req, auth });
    afterBankChange(bank, options.onError);
    return result;
  } catch (error) {
    if (isDomainError(error)) return domainRefusal(error);
    options.onError?.(error);
    return errorResult(500, { message: STATUS_TEXT[500] ?? 'Internal error.', code: 'internal_error' });
  }
}
