import { ANSWER_KINDS, type Fault } from '../domain/network/index.js';
import { errorResult, STATUS_TEXT } from './errors.js';
import type { NetworkEffect, OperationResult } from './types.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a proxy in trouble sends for a malformed answer: a page, not JSON, under the JSON media type. */
export const MALFORMED_BODY =
  '<!doctype html><title>Bad gateway</title><p>The upstream server sent an invalid response.</p>';

/** A slow body in about ten chunks, each after its share of `durationMs`: the last arrives when it is over. */
export function slowChunks(bytes: Uint8Array, durationMs: number): { waitMs: number; chunks: Uint8Array[] } {
  const count = Math.max(1, Math.min(10, bytes.length));
  const size = Math.ceil(bytes.length / count);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return { waitMs: durationMs / count, chunks };
}

/** The injected status in the API's error shape; a 429 or 503 says when to retry (header and body). */
function faultStatus(fault: Fault, status: number): OperationResult {
  return errorResult(status, {
    message: STATUS_TEXT[status] ?? 'Injected fault.',
    code: 'injected_fault',
    ...(fault.retryAfter !== null ? { retry_after: fault.retryAfter } : {}),
  });
}

function effectOf(fault: Fault): NetworkEffect | null {
  switch (fault.kind) {
    case 'timeout':
    case 'drop':
    case 'malformed':
    case 'truncated':
      return { kind: fault.kind };
    case 'slow_body':
      return { kind: 'slow_body', durationMs: fault.durationMs };
    default:
      return null;
  }
}

/** Whether the fault acts before the bank sees the call (an answer-breaking kind always acts after it). */
export const actsOnRequest = (fault: Fault) => fault.phase === 'request' && !ANSWER_KINDS.has(fault.kind);

/**
 * A fault on the call's way in: waits its delay, then answers in the bank's stead (a status, a lost
 * answer), or lets the call through (a delay). The bank never sees a call answered here.
 */
export async function faultOnRequest(fault: Fault): Promise<OperationResult | null> {
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.kind === 'status' && fault.status !== null) return faultStatus(fault, fault.status);
  const effect = effectOf(fault);
  // The status is never sent: the adapters hold or cut the connection.
  return effect ? { ...faultStatus(fault, 503), network: effect } : null;
}

/** A fault on the way back: the bank has handled the call; its answer waits, is replaced or breaks. */
export async function faultOnResponse(fault: Fault, result: OperationResult): Promise<OperationResult> {
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.kind === 'status' && fault.status !== null) return faultStatus(fault, fault.status);
  const effect = effectOf(fault);
  return effect ? { ...result, network: effect } : result;
}
