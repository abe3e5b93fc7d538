import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bank } from '../domain/bank/index.js';
import type { JournalSource } from '../domain/network/index.js';
import { CONTRACT_ROUTES } from '../generated/contract-routes.js';
import { type Exchange, faultOf, journalExchange } from '../operations/journal-entry.js';
import type { OperationResult } from '../operations/types.js';

/** What the route learnt of a request that the hooks cannot see: who answered it, and how. */
type Note = {
  source: JournalSource;
  fault: string | null;
  findings?: readonly unknown[];
  /** The answer's body before it was sent (for an answer streamed or never sent). */
  resultBody?: unknown;
  payload?: unknown;
  /** Already journaled (an answer that never came is journaled when it is given up on). */
  done?: boolean;
};

/** An exchange with where it was sent to: a recording names the full URL. */
export type HostedExchange = Exchange & { host: string };

export type JournalHooks = {
  /** Who answered (the bank by default), and what a passthrough answer breaks. */
  answeredBy(request: FastifyRequest, source: JournalSource, findings?: readonly unknown[]): void;
  /** The bank's result: its fault, and, for an answer that will never be sent, the entry now (status null). */
  result(request: FastifyRequest, reply: FastifyReply, result: OperationResult): void;
};

const UNANSWERED = new Set(['timeout', 'drop']);

const NOTE = 'journalNote';
type NotedRequest = FastifyRequest & { [NOTE]: Note | null };

/**
 * Journals every API request (rule MJR-02) from Fastify's hooks: onSend sees the body as sent, onResponse the
 * status and the time taken. Off (no hook at all) when the journal keeps nothing and nothing is recorded.
 */
export function registerJournalHooks(
  app: FastifyInstance,
  bank: Bank,
  prefix: string,
  record?: (exchange: HostedExchange) => void,
): JournalHooks | null {
  if (bank.journal.capacity === 0 && !record) return null;
  // A request property declared up front (not a WeakMap entry per request, which the garbage collector
  // has to trace as an ephemeron).
  app.decorateRequest(NOTE, null);
  const noteOf = (request: FastifyRequest): Note => {
    const noted = request as NotedRequest;
    let note = noted[NOTE];
    if (!note) {
      note = { source: 'bank', fault: null };
      noted[NOTE] = note;
    }
    return note;
  };
  const operations = new Map<string, string>(
    CONTRACT_ROUTES.map((r) => [`${r.method} ${prefix}${r.path}`, r.operationId]),
  );
  const apiPrefix = `${prefix}/`;
  const isApi = (request: FastifyRequest) => request.url.startsWith(apiPrefix);

  const exchangeOf = (request: FastifyRequest, reply: FastifyReply, answered: boolean): HostedExchange => {
    const note = noteOf(request);
    const elapsed = reply.elapsedTime;
    const streamed =
      note.payload !== undefined && typeof note.payload === 'object' && !(note.payload instanceof Uint8Array);
    return {
      at: Date.now() - elapsed,
      method: request.method,
      url: request.url,
      host: request.headers.host ?? 'localhost',
      operation: operations.get(`${request.method} ${request.routeOptions.url}`) ?? null,
      status: answered ? reply.statusCode : null,
      durationMs: elapsed,
      source: note.source,
      fault: note.fault,
      requestHeaders: request.headers,
      requestBody: request.body,
      // Once sent, the raw response holds every header, Fastify's own among them (writeHead sets each): one
      // copy of them, where reply.getHeaders() made two.
      responseHeaders: answered ? reply.raw.getHeaders() : {},
      responseBody: !answered
        ? undefined
        : streamed || note.payload === undefined
          ? note.resultBody
          : note.payload,
      ...(note.findings ? { contractFindings: note.findings } : {}),
    };
  };
  const keep = (exchange: HostedExchange) => {
    journalExchange(bank, exchange);
    if (exchange.status !== null) record?.(exchange);
  };

  app.addHook('onSend', (request, _reply, payload, done) => {
    if (isApi(request)) noteOf(request).payload = payload;
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (isApi(request) && !(request as NotedRequest)[NOTE]?.done) keep(exchangeOf(request, reply, true));
    done();
  });

  return {
    answeredBy(request, source, findings) {
      const note = noteOf(request);
      note.source = source;
      if (findings) note.findings = findings;
    },
    result(request, reply, result) {
      const note = noteOf(request);
      note.fault = faultOf(result);
      note.resultBody = result.file?.content ?? result.body;
      if (result.network && UNANSWERED.has(result.network.kind)) {
        keep(exchangeOf(request, reply, false));
        note.done = true;
      }
    },
  };
}
