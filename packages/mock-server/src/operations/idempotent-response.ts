import { idempotent } from '../domain/idempotency.js';
import type { StoredResponse } from '../domain/store.js';
import { fromDomainError, isReplayableRefusal } from './errors.js';
import { authOf, param } from './helpers.js';
import type { HandlerContext, OperationResult } from './types.js';

/**
 * Runs a money-moving operation under the request's Idempotency-Key (scoped to user and organization):
 * a business refusal is stored and replayed like a success, anything else (invalid input, 404, 429) is not
 * stored, and a replay is marked with `Idempotent-Replayed: true`.
 */
export async function respondIdempotently(
  ctx: HandlerContext,
  operation: string,
  work: () => StoredResponse | Promise<StoredResponse>,
): Promise<OperationResult> {
  const scope = {
    userRef: authOf(ctx).user.ref,
    orgRef: param(ctx, 'account'),
    operation,
    path: ctx.req.path,
  };
  const result = await idempotent(
    ctx.bank,
    scope,
    ctx.req.headers['idempotency-key'],
    ctx.req.body,
    async () => {
      try {
        return await work();
      } catch (error) {
        if (!isReplayableRefusal(error)) throw error;
        const refusal = fromDomainError(error);
        return { status: refusal.status, body: refusal.body, headers: refusal.headers };
      }
    },
  );
  return {
    status: result.status,
    body: result.body,
    headers: { ...(result.headers ?? {}), ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}) },
  };
}
