import { type HttpHandler, HttpResponse, http } from 'msw';
import * as control from '../control/control.js';
import { CONTROL_ROUTES } from '../control/control-routes.js';
import { INBOX_BODY_LIMIT, receiveInboxPost } from '../control/webhook-inbox-control.js';
import type { Bank, BankConfig } from '../domain/bank/index.js';
import { DomainError, MAX_UPLOAD_BYTES } from '../domain/bank/index.js';
import { createBank } from '../domain/setup/index.js';
import { CONTRACT_ROUTES } from '../generated/contract-routes.js';
import { REQUEST_SCHEMAS } from '../generated/request-schemas.js';
import { parseCookieHeader, serializeCookie } from '../operations/cookies.js';
import { dispatch, refuseBeforeDispatch } from '../operations/dispatch.js';
import { errorResult, STATUS_TEXT } from '../operations/errors.js';
import { attachment, fileContentType } from '../operations/file-response.js';
import type { OperationRequest, OperationResult } from '../operations/types.js';
import { afterBankChange, inboxOnlyTransport, useWebhookTransport } from '../operations/webhook-delivery.js';
import { BODY_REFUSALS, decodeUtf8 } from '../validation/json-body.js';
import { takesBody } from '../validation/request-schema.js';
import { validateRequest } from '../validation/validate-request.js';
import { journalMswCall } from './msw-journal.js';
import { withNetworkEffect } from './network-effects.js';

export type MockBankHandlersOptions = {
  bank?: Bank;
  bankConfig?: Partial<BankConfig>;
  /** Where the API lives, e.g. '/api/v1' (default) or 'http://localhost/api/v1'. */
  baseUrl?: string;
  /** Also serve `/__mock/*` next to the API (default true). */
  control?: boolean;
  /**
   * Keep the bank's cookies in an in-memory jar (default on), sent with every request as a browser
   * would: Node has no cookie jar at all, and in the browser MSW only sees `document.cookie`, which
   * hides the HttpOnly cookies (the anti-forgery session, the refresh token). The jar never fills in the
   * X-XSRF-TOKEN header: the client echoes the XSRF-TOKEN cookie itself (the app reads it from
   * `document.cookie`, where MSW also puts every Set-Cookie), or the request is refused with 403.
   */
  cookieJar?: boolean;
};

type Jar = Map<string, string>;

const METHODS = {
  GET: http.get,
  POST: http.post,
  PATCH: http.patch,
  PUT: http.put,
  DELETE: http.delete,
} as const;

function toResponse(result: OperationResult, jar: Jar | null, secure: boolean): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {})) headers.set(name, value);
  for (const cookie of result.cookies ?? []) {
    headers.append('set-cookie', serializeCookie(cookie, secure));
    if (jar) {
      if (cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }
  if (result.file) {
    headers.set('content-type', fileContentType(result.file.contentType));
    headers.set('content-disposition', attachment(result.file.fileName));
    return new HttpResponse(result.file.content, { status: result.status, headers });
  }
  if (result.body === undefined) return new HttpResponse(null, { status: result.status, headers });
  headers.set('content-type', 'application/json');
  return new HttpResponse(JSON.stringify(result.body), { status: result.status, headers });
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const badBody = (text: string): OperationResult =>
  errorResult(400, { message: text, code: 'validation_failed', errors: { body: [text] } });

/**
 * Reads the body as Fastify's content-type parsers do: none for GET; a multipart body is left to the
 * operation; a JSON body that is empty or malformed is 400; any other declared media type, or a body
 * without one, is 415 where the operation takes a body (ignored where it takes none); no body at all is
 * `undefined` (the contract check then asks for one if needed).
 */
async function readJsonBody(
  request: Request,
  takesBody: boolean,
): Promise<{ body: unknown } | { refused: OperationResult }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: undefined };
  const type = request.headers.get('content-type');
  if (type && /^multipart\/form-data/i.test(type)) return { body: undefined };
  const text = request.body === null ? '' : decodeUtf8(new Uint8Array(await request.arrayBuffer()));
  if (text === null) return { refused: badBody(BODY_REFUSALS.notUtf8) };
  if (type === null && text === '') return { body: undefined };
  if (type === null || !JSON_TYPE.test(type)) {
    // An operation without a body ignores one in any other media type, as the Fastify adapter does.
    if (!takesBody) return { body: undefined };
    return { refused: errorResult(415, { message: STATUS_TEXT[415] ?? '', code: 'validation_failed' }) };
  }
  if (text === '') return { refused: badBody(BODY_REFUSALS.empty) };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { refused: badBody(BODY_REFUSALS.notJson) };
  }
}

/** Query parameters as Fastify's parser gives them: a repeated name becomes an array. */
function queryOf(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  url.searchParams.forEach((value, key) => {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  });
  return query;
}

async function readUpload(request: Request, req: OperationRequest): Promise<void> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) {
    throw new DomainError(413, `File is larger than ${MAX_UPLOAD_BYTES} bytes`, {
      code: 'payload_too_large',
    });
  }
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  const blob = file && typeof file !== 'string' ? file : null;
  req.upload = {
    documentType: form?.get('document_type') ?? undefined,
    fileName: blob && 'name' in blob ? String(blob.name) : '',
    data: blob ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array(),
  };
}

/** MSW 2 handlers for every operation of the contract, answered by the same simulator as the Fastify server. */
export function createMockBankHandlers(options: MockBankHandlersOptions = {}): {
  handlers: HttpHandler[];
  bank: Bank;
} {
  const bank = options.bank ?? createBank(options.bankConfig);
  // The browser cannot post to a customer's server on the bank's behalf: only the inbox is delivered to.
  useWebhookTransport(bank, inboxOnlyTransport);
  const base = (options.baseUrl ?? '/api/v1').replace(/\/+$/, '');
  const useJar = options.cookieJar ?? true;
  const jar: Jar | null = useJar ? new Map() : null;
  // Secure cookies cannot be stored for a plain-http origin (MSW keeps a cookie store too).
  const cookieSecure = (url: URL) => bank.config.secureCookies && url.protocol === 'https:';

  const handlers: HttpHandler[] = CONTRACT_ROUTES.map((route) =>
    METHODS[route.method](`${base}${route.path}`, async ({ request, params, cookies }) => {
      const at = Date.now();
      const started = performance.now();
      const url = new URL(request.url);
      const headers: Record<string, string | undefined> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      // MSW merges its own cookie store into the request, and keeps stale values there in Node: the
      // adapter's jar, updated from every answer, wins.
      const merged: Record<string, string> = {
        ...parseCookieHeader(request.headers.get('cookie') ?? undefined),
        ...cookies,
        ...(jar ? Object.fromEntries(jar) : {}),
      };
      const { operationId } = route;
      const prefix = new URL(base, url.origin).pathname;
      const req: OperationRequest = {
        method: request.method,
        path: url.pathname.startsWith(prefix) ? `/api/v1${url.pathname.slice(prefix.length)}` : url.pathname,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: queryOf(url),
        headers,
        cookies: merged,
        body: undefined,
        ip: '127.0.0.1',
      };
      const upload = operationId === 'uploadRecipientKycDocument';
      // Every answer is journaled (rule MJR-02), the contract's refusals too.
      const journaled = (result: OperationResult) => {
        journalMswCall(
          bank,
          { at, started, method: request.method, url, operation: operationId, headers, body: req.body },
          result,
        );
        return result;
      };
      // The contract check comes first, as in the Fastify adapter: an invalid request never reaches the bank.
      if (!upload) {
        const read = await readJsonBody(request, takesBody(REQUEST_SCHEMAS[operationId]));
        if ('refused' in read)
          return toResponse(
            journaled(refuseBeforeDispatch(bank, req, read.refused, operationId)),
            jar,
            cookieSecure(url),
          );
        req.body = read.body;
      }
      const violation = validateRequest(operationId, req);
      if (violation)
        return toResponse(
          journaled(refuseBeforeDispatch(bank, req, errorResult(400, violation), operationId)),
          jar,
          cookieSecure(url),
        );
      const result = journaled(
        await dispatch(bank, operationId, req, upload ? { prepare: (r) => readUpload(request, r) } : {}),
      );
      return withNetworkEffect(result, () => toResponse(result, jar, cookieSecure(url)));
    }),
  );

  if (options.control ?? true) {
    const origin = base.startsWith('http') ? new URL(base).origin : '';
    const reply = (r: control.ControlResult) => {
      // A control action may have moved the clock: what is due goes out (not awaited).
      afterBankChange(bank);
      if (r.body === undefined) return new HttpResponse(null, { status: r.status });
      return HttpResponse.json(r.body as object, {
        status: r.status,
        ...(r.headers ? { headers: r.headers } : {}),
      });
    };
    const json = async (request: Request) => request.json().catch(() => ({}));
    handlers.push(
      http.post(`${origin}/__mock/reset`, () => {
        jar?.clear();
        return reply(control.reset(bank));
      }),
      http.get(`${origin}/__mock/clock`, () => reply(control.getClock(bank))),
      http.get(`${origin}/__mock/users`, () => reply(control.users(bank))),
      http.post(`${origin}/__mock/clock`, async ({ request }) =>
        reply(control.moveClock(bank, await json(request))),
      ),
      http.post(`${origin}/__mock/sessions/expire`, () => reply(control.expireSessions(bank))),
      http.get(`${origin}/__mock/outbox`, ({ request }) =>
        reply(control.outbox(bank, new URL(request.url).searchParams.get('to') ?? undefined)),
      ),
      http.post(`${origin}/__mock/audit/tamper`, async ({ request }) =>
        reply(control.tamperAuditEntry(bank, await json(request))),
      ),
      http.get(`${origin}/__mock/audit/verify`, () => reply(control.verifyAudit(bank))),
      ...CONTROL_ROUTES.map((route) =>
        METHODS[route.method](`${origin}${route.path}`, async ({ request, params }) =>
          reply(
            route.handle(bank, {
              body: route.method === 'GET' ? undefined : await json(request),
              query: Object.fromEntries(new URL(request.url).searchParams),
              params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
            }),
          ),
        ),
      ),
      http.post(`${origin}/__mock/webhook-inbox/:name`, async ({ request, params }) => {
        const text = await request.text();
        if (text.length > INBOX_BODY_LIMIT)
          return HttpResponse.json({ message: 'The body is too large.' }, { status: 413 });
        const headers: Record<string, string> = {};
        request.headers.forEach((value, name) => {
          headers[name] = value;
        });
        return reply(receiveInboxPost(bank, String(params.name), headers, text));
      }),
      http.get(`${origin}/__mock/totp/:email`, ({ params, request }) =>
        reply(
          control.totp(
            bank,
            String(params.email),
            Number(new URL(request.url).searchParams.get('offset') ?? 0),
          ),
        ),
      ),
    );
  }
  return { handlers, bank };
}
