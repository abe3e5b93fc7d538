import type { Bank } from '../domain/bank.js';
import { takeFault } from '../domain/faults.js';
import { authenticate } from '../domain/tokens.js';
import { originAllowed, xsrfValid } from '../domain/xsrf.js';
import { errorResult, fromDomainError, isDomainError, STATUS_TEXT } from './errors.js';
import { operationHandlers, PUBLIC_OPERATIONS } from './index.js';
import type { OperationId, OperationRequest, OperationResult } from './types.js';

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

/**
 * Runs one operation the same way for every adapter: clock-driven progress, injected faults,
 * anti-forgery, bearer authentication, the handler, and errors in the contract's shape.
 */
export async function dispatch(
  bank: Bank,
  operationId: OperationId,
  req: OperationRequest,
  options: DispatchOptions = {},
): Promise<OperationResult> {
  const result = await run(bank, operationId, req, options);
  return { ...result, headers: { ...(result.headers ?? {}), 'cache-control': 'no-store' } };
}

async function run(
  bank: Bank,
  operationId: OperationId,
  req: OperationRequest,
  options: DispatchOptions,
): Promise<OperationResult> {
  try {
    bank.tick();
    const fault = takeFault(bank.faults, req.method, req.path);
    if (fault) {
      if (fault.delayMs > 0) await sleep(fault.delayMs);
      if (fault.status !== null) {
        return errorResult(fault.status, {
          message: STATUS_TEXT[fault.status] ?? 'Injected fault.',
          code: 'injected_fault',
          ...(fault.status === 429 ? { retry_after: 1 } : {}),
        });
      }
    }
    const refused = antiForgery(bank, req);
    if (refused) return refused;
    const auth = PUBLIC_OPERATIONS.has(operationId) ? null : authenticate(bank, req.headers.authorization);
    if (options.prepare) await options.prepare(req);
    return await operationHandlers[operationId]({ bank, req, auth });
  } catch (error) {
    if (isDomainError(error)) {
      const r = fromDomainError(error);
      if (error.status === 401) r.headers = { ...r.headers, 'www-authenticate': 'Bearer' };
      return r;
    }
    options.onError?.(error);
    return errorResult(500, { message: STATUS_TEXT[500] ?? 'Internal error.', code: 'internal_error' });
  }
}
