import { type HttpHandler, HttpResponse, http } from 'msw';
import * as control from '../control/control.js';
import { type Bank, createBank } from '../domain/bank.js';
import type { BankConfig } from '../domain/config.js';
import { DomainError } from '../domain/errors.js';
import { MAX_UPLOAD_BYTES } from '../domain/resources.js';
import { parseCookieHeader, serializeCookie } from '../operations/cookies.js';
import { dispatch } from '../operations/dispatch.js';
import type { OperationId, OperationRequest, OperationResult } from '../operations/types.js';
import { CONTRACT_ROUTES } from './routes.js';

export type MockBankHandlersOptions = {
  bank?: Bank;
  bankConfig?: Partial<BankConfig>;
  /** Where the API lives, e.g. '/api/v1' (default) or 'http://localhost/api/v1'. */
  baseUrl?: string;
  /** Also serve `/__mock/*` next to the API (default true). */
  control?: boolean;
  /**
   * Keep the bank's cookies in an in-memory jar (default on). Node has no cookie jar at all, and in the
   * browser MSW only sees `document.cookie`, which hides the refresh cookie (Path=/api/v1/auth) from pages
   * outside that path. The jar's XSRF-TOKEN is echoed when a request carries no X-XSRF-TOKEN (Node
   * clients cannot read cookies); browsers still get every Set-Cookie, so the app reads XSRF-TOKEN.
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
  if (result.body === undefined) return new HttpResponse(null, { status: result.status, headers });
  headers.set('content-type', 'application/json');
  return new HttpResponse(JSON.stringify(result.body), { status: result.status, headers });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError(400, 'The body is not valid JSON.', {
      code: 'validation_failed',
      errors: { body: ['The body is not valid JSON.'] },
    });
  }
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
  const base = (options.baseUrl ?? '/api/v1').replace(/\/+$/, '');
  const useJar = options.cookieJar ?? true;
  const jar: Jar | null = useJar ? new Map() : null;
  const secure = bank.config.secureCookies;

  const handlers: HttpHandler[] = CONTRACT_ROUTES.map((route) =>
    METHODS[route.method](`${base}${route.path}`, async ({ request, params, cookies }) => {
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
      if (jar && !headers['x-xsrf-token'] && merged['XSRF-TOKEN'])
        headers['x-xsrf-token'] = merged['XSRF-TOKEN'];
      const query: Record<string, unknown> = {};
      url.searchParams.forEach((value, key) => {
        query[key] = value;
      });
      const operationId = route.operationId as OperationId;
      const req: OperationRequest = {
        method: request.method,
        path: url.pathname.startsWith(new URL(base, url.origin).pathname)
          ? `/api/v1${url.pathname.slice(new URL(base, url.origin).pathname.length)}`
          : url.pathname,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query,
        headers,
        cookies: merged,
        body: undefined,
        ip: '127.0.0.1',
      };
      const result = await dispatch(bank, operationId, req, {
        prepare: async (r) => {
          if (operationId === 'uploadRecipientKycDocument') await readUpload(request, r);
          else r.body = await readBody(request);
        },
      });
      // Secure cookies cannot be stored for a plain-http origin (MSW keeps a cookie store too).
      return toResponse(result, jar, secure && url.protocol === 'https:');
    }),
  );

  if (options.control ?? true) {
    const origin = base.startsWith('http') ? new URL(base).origin : '';
    const reply = (r: control.ControlResult) => HttpResponse.json(r.body as object, { status: r.status });
    const json = async (request: Request) => request.json().catch(() => ({}));
    handlers.push(
      http.post(`${origin}/__mock/reset`, () => {
        jar?.clear();
        return reply(control.reset(bank));
      }),
      http.get(`${origin}/__mock/clock`, () => reply(control.getClock(bank))),
      http.post(`${origin}/__mock/clock`, async ({ request }) =>
        reply(control.moveClock(bank, await json(request))),
      ),
      http.post(`${origin}/__mock/sessions/expire`, () => reply(control.expireSessions(bank))),
      http.get(`${origin}/__mock/faults`, () => reply(control.listFaults(bank))),
      http.post(`${origin}/__mock/faults`, async ({ request }) =>
        reply(control.addFault(bank, await json(request))),
      ),
      http.delete(`${origin}/__mock/faults`, () => reply(control.clearFaults(bank))),
      http.get(`${origin}/__mock/outbox`, ({ request }) =>
        reply(control.outbox(bank, new URL(request.url).searchParams.get('to') ?? undefined)),
      ),
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
