import type { Bank } from '../domain/bank/index.js';
import { faultOf, journalExchange } from '../operations/journal-entry.js';
import type { OperationResult } from '../operations/types.js';

/** A call the MSW adapter answers, as it arrived. */
export type MswCall = {
  /** Wall-clock epoch ms and performance.now() when it arrived. */
  at: number;
  started: number;
  method: string;
  url: URL;
  operation: string;
  headers: Readonly<Record<string, string | undefined>>;
  body: unknown;
};

const UNANSWERED = new Set(['timeout', 'drop']);

/**
 * Journals one call of the MSW adapter (rule MJR-02) from the bank's result: the body as the bank gave it
 * (parsed later, only if the journal is read), and no status for an answer that never comes.
 */
export function journalMswCall(bank: Bank, call: MswCall, result: OperationResult): void {
  if (bank.journal.capacity === 0) return;
  const answered = !(result.network && UNANSWERED.has(result.network.kind));
  const type = result.file
    ? result.file.contentType
    : result.body !== undefined
      ? 'application/json'
      : undefined;
  journalExchange(bank, {
    at: call.at,
    method: call.method,
    url: `${call.url.pathname}${call.url.search}`,
    operation: call.operation,
    status: answered ? result.status : null,
    durationMs: performance.now() - call.started,
    source: 'bank',
    fault: faultOf(result),
    requestHeaders: call.headers,
    requestBody: call.body,
    responseHeaders: answered
      ? {
          ...result.headers,
          ...(type ? { 'content-type': type } : {}),
          ...(result.cookies?.length ? { 'set-cookie': result.cookies.map((c) => c.name) } : {}),
        }
      : {},
    responseBody: answered ? (result.file?.content ?? result.body) : undefined,
  });
}
