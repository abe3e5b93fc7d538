import { idempotent } from '../domain/bank/index.js';
import { fromDomainError, isReplayableRefusal } from './errors.js';
import { authOf } from './helpers.js';
import type { HandlerContext, ResultOf } from './types.js';

/** The money-moving operations that take an Idempotency-Key. */
type IdempotentOperation =
  | 'createPayment'
  | 'executeFxQuote'
  | 'decidePayments'
  | 'createStandingOrder'
  | 'createPaymentBatch'
  | 'retryPaymentBatch'
  | 'decidePaymentBatch';

/**
 * Runs a money-moving operation under the request's Idempotency-Key (scoped to user and organization):
 * a business refusal is stored and replayed like a success, anything else (invalid input, 404, 429) is not
 * stored, and a replay is marked with `Idempotent-Replayed: true`.
 */
export async function respondIdempotently<K extends IdempotentOperation>(
  ctx: HandlerContext<K>,
  operation: K,
  work: () => ResultOf<K> | Promise<ResultOf<K>>,
): Promise<ResultOf<K>> {
  const scope = {
    userRef: authOf(ctx).user.ref,
    orgRef: ctx.req.params.account,
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
        const { status, body, headers } = await work();
        return { status, body, ...(headers ? { headers } : {}) };
      } catch (error) {
        if (!isReplayableRefusal(error)) throw error;
        const refusal = fromDomainError(error);
        return { status: refusal.status, body: refusal.body, headers: refusal.headers };
      }
    },
  );
  // The store keeps bodies untyped; what it holds for this key is this operation's own answer (work's
  // result, or a refusal in the contract's error shape), so it is read back as one.
  return {
    status: result.status,
    body: result.body,
    headers: { ...(result.headers ?? {}), ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}) },
  } as ResultOf<K>;
}
