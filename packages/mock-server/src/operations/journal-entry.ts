import type { Bank } from '../domain/bank/index.js';
import {
  type JournalRecord,
  redactBody,
  redactHeaders,
  redactJsonText,
  redactQuery,
} from '../domain/network/index.js';
import type { OperationResult } from './types.js';

/** One API request and its answer, as either adapter saw them: a journal record before its path and query are split. */
export type Exchange = Omit<JournalRecord, 'id' | 'path' | 'query'> & {
  /** Path and query, as requested. */
  url: string;
};

/** A body larger than this is noted by its size only: the journal keeps its last 500 calls, not 500 exports. */
const KEPT_BODY_BYTES = 256 * 1024;

const sizeOf = (body: unknown): number =>
  typeof body === 'string' ? body.length : body instanceof Uint8Array ? body.byteLength : 0;

/** What the journal keeps of a body too large to keep. */
class OmittedBody {
  constructor(readonly bytes: number) {}
}
/** JSON as parsed (plain objects, arrays, values), text or bytes: anything else (a stream) is not a body to keep. */
export function isKeptBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof Uint8Array)
    return true;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}
const kept = (body: unknown) =>
  !isKeptBody(body) ? undefined : sizeOf(body) > KEPT_BODY_BYTES ? new OmittedBody(sizeOf(body)) : body;

/** The fault that changed an answer: its effect on the way back, or an injected status (rule MJR-01). */
export function faultOf(result: OperationResult): string | null {
  if (result.network) return result.network.kind;
  const body = result.body as { code?: unknown } | undefined;
  return body?.code === 'injected_fault' ? 'status' : null;
}

/** Keeps one exchange in the bank's journal; nothing is copied or parsed here (that waits for a reader). */
export function journalExchange(bank: Bank, exchange: Exchange): void {
  if (bank.journal.capacity === 0) return;
  const q = exchange.url.indexOf('?');
  bank.journal.add({
    at: exchange.at,
    method: exchange.method.toUpperCase(),
    path: q < 0 ? exchange.url : exchange.url.slice(0, q),
    query: q < 0 ? '' : exchange.url.slice(q + 1),
    operation: exchange.operation,
    status: exchange.status,
    durationMs: exchange.durationMs,
    source: exchange.source,
    fault: exchange.fault,
    requestHeaders: exchange.requestHeaders,
    requestBody: kept(exchange.requestBody),
    responseHeaders: exchange.responseHeaders,
    responseBody: kept(exchange.responseBody),
    ...(exchange.contractFindings ? { contractFindings: exchange.contractFindings } : {}),
  });
}

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const TEXT_TYPE = /^(text\/|application\/(.+\+)?(json|xml)\b)/i;
const headerText = (headers: Readonly<Record<string, unknown>>, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? String(value[0] ?? '') : value === undefined ? '' : String(value);
};

/** A body as the journal shows it: JSON parsed and redacted, other text as it is, bytes by their size. */
export function bodyForView(side: 'request' | 'response', body: unknown, contentType: string): unknown {
  if (body === undefined || body === null || body === '') return null;
  if (body instanceof OmittedBody) return `[${body.bytes} bytes, not kept]`;
  let text: string;
  if (body instanceof Uint8Array) {
    if (!TEXT_TYPE.test(contentType)) return `[${body.byteLength} bytes of ${contentType || 'data'}]`;
    text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  } else if (typeof body === 'string') {
    text = body;
  } else {
    return redactBody(side, body);
  }
  if (!JSON_TYPE.test(contentType) && !/^\s*[[{]/.test(text)) return text;
  try {
    return redactBody(side, JSON.parse(text));
  } catch {
    return redactJsonText(text);
  }
}

/** A journal entry as GET /__mock/requests answers it: every credential redacted (rule MJR-03). */
export function viewJournalRecord(record: JournalRecord) {
  return {
    id: record.id,
    at: new Date(record.at).toISOString(),
    method: record.method,
    path: record.path,
    query: redactQuery(record.query),
    operation: record.operation,
    status: record.status,
    duration_ms: Math.round(record.durationMs * 10) / 10,
    source: record.source,
    fault: record.fault,
    request: {
      headers: redactHeaders(record.requestHeaders),
      body: bodyForView('request', record.requestBody, headerText(record.requestHeaders, 'content-type')),
    },
    response: {
      headers: redactHeaders(record.responseHeaders),
      body: bodyForView('response', record.responseBody, headerText(record.responseHeaders, 'content-type')),
    },
    ...(record.contractFindings ? { contract_findings: record.contractFindings } : {}),
  };
}
