import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { registerControlRoutes } from '../control/routes.js';
import type { Bank, BankConfig } from '../domain/bank/index.js';
import { MAX_UPLOAD_BYTES } from '../domain/bank/index.js';
import { createBank } from '../domain/setup/index.js';
import { REQUEST_SCHEMAS } from '../generated/request-schemas.js';
import { dispatch, refuseBeforeDispatch } from '../operations/dispatch.js';
import { errorResult, STATUS_TEXT } from '../operations/errors.js';
import type { OperationResult } from '../operations/types.js';
import { useWebhookTransport } from '../operations/webhook-delivery.js';
import { validatorCompiler } from '../validation/ajv.js';
import { contractViolation } from '../validation/field-errors.js';
import { BODY_REFUSALS } from '../validation/json-body.js';
import { takesBody } from '../validation/request-schema.js';
import { sendResult, toOperationRequest } from './adapter.js';
import { registerHostCheck } from './allowed-hosts.js';
import { registerApiDocs } from './api-docs.js';
import { clientErrorAnswer } from './client-errors.js';
import { operationOfRoute, registerContractRoutes } from './contract-routes.js';
import { registerJournalHooks } from './journal-hooks.js';
import { NOT_UTF8, registerForeignBodyParser, registerJsonBodyParser } from './json-body-parser.js';
import { collectRouteMethods } from './method-not-allowed.js';
import { networkEffects } from './network-effects.js';
import { createRecorder } from './record.js';
import { loadReplay, sendReplayed } from './replay.js';
import { applySecurityHeaders, registerSecurityHeaders } from './security-headers.js';
import { readUpload } from './upload.js';
import { registerUpstream, type UpstreamOptions } from './upstream.js';
import { createHttpTransport, type ResolveHost } from './webhook-transport.js';

export type AppOptions = {
  bank?: Bank;
  bankConfig?: Partial<BankConfig>;
  logger?: FastifyServerOptions['logger'];
  /** `/__mock/*` control endpoints (default on). */
  control?: boolean;
  /**
   * Flood guard (@fastify/rate-limit): requests per minute per client address, checked before anything
   * is parsed; 0 turns it off. The contract's limits (600 per user per minute, forgot/reset, invitations,
   * logins) are business rules of the bank (domain/rate-limits.ts), so the MSW adapter has them too.
   */
  rateLimitMax?: number;
  /**
   * Host names the bank is served as besides loopback (MOCK_ALLOWED_HOSTS, and the address MOCK_HOST binds);
   * a request for any other name is refused (http/allowed-hosts.ts).
   */
  allowedHosts?: readonly string[];
  /** Called after each request that may have changed the bank (MOCK_STATE_FILE writes it then). */
  onBankChange?: () => void;
  /** How webhook deliveries resolve a host name (default: the system's DNS); tests fake a name's addresses. */
  webhookResolve?: ResolveHost;
  /** MOCK_UPSTREAM: forward these operations to the real API instead of the bank (http/upstream.ts). */
  upstream?: UpstreamOptions | null;
  /** MOCK_RECORD: a HAR file the API traffic is recorded to (http/record.ts). */
  record?: string | null;
  /** MOCK_REPLAY: a HAR file whose answers are given again before the bank is asked (http/replay.ts). */
  replay?: string | null;
};

export const API_PREFIX = '/api/v1';

/** A JSON body the parser could not read, by Fastify's error code (and ours for bytes that are not UTF-8). */
const UNREADABLE_BODY: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: BODY_REFUSALS.empty,
  FST_ERR_CTP_INVALID_JSON_BODY: BODY_REFUSALS.notJson,
  [NOT_UTF8]: BODY_REFUSALS.notUtf8,
};

export async function buildApp(options: AppOptions = {}): Promise<{ app: FastifyInstance; bank: Bank }> {
  const bank = options.bank ?? createBank(options.bankConfig);
  const secure = bank.config.secureCookies;
  // Read and written at once: a recording that cannot be replayed or a file that cannot be written stops the start.
  const replay = options.replay ? loadReplay(options.replay) : null;
  const recorder = options.record
    ? createRecorder(options.record, {
        onError: (error) => app.log.error({ err: error }, `could not write ${options.record}`),
      })
    : null;
  useWebhookTransport(
    bank,
    createHttpTransport({
      allowLoopback: () => bank.config.webhookAllowLoopback,
      ...(options.webhookResolve ? { resolve: options.webhookResolve } : {}),
    }),
  );
  // What broke the contract answers in the contract's shape, with the security headers, and counts
  // against the general limit (API paths only; the control endpoints are not rate limited).
  const refuse = (request: FastifyRequest, reply: FastifyReply, result: OperationResult) =>
    sendResult(
      reply,
      request.url.startsWith(`${API_PREFIX}/`)
        ? refuseBeforeDispatch(
            bank,
            toOperationRequest(request),
            result,
            operationOfRoute(API_PREFIX, request.method, request.routeOptions.url),
          )
        : result,
      secure,
    );
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Path parameters are checked by the contract (400 naming the field); the request line's own limit
    // (Node's 16 KiB of headers) stops anything longer, so the router never answers 414 in its own shape.
    routerOptions: { maxParamLength: 16_384 },
    // What Node's parser refuses (a control character in a header, 16 KiB of headers) in the contract's shape.
    clientErrorHandler: clientErrorAnswer(),
    // A malformed URL (bad percent-encoding) gets the contract's 400 and headers, not Fastify's own body.
    frameworkErrors: async (_error, request, reply) => {
      await applySecurityHeaders(request, reply);
      return refuse(
        request,
        reply,
        errorResult(400, { message: 'The request URL is not valid.', code: 'validation_failed' }),
      );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Set before any plugin registers routes, so every route inherits them.
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    let result: OperationResult;
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      result = errorResult(400, contractViolation(error.validation as never, context));
    } else if (error.statusCode === 429) {
      const body = error as unknown as { retry_after?: number };
      result = errorResult(429, {
        message: STATUS_TEXT[429] ?? 'Too many requests.',
        code: 'rate_limited',
        retry_after: body.retry_after ?? 60,
      });
    } else if (error.code in UNREADABLE_BODY) {
      const text = UNREADABLE_BODY[error.code] ?? BODY_REFUSALS.notJson;
      result = errorResult(400, { message: text, code: 'validation_failed', errors: { body: [text] } });
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      result = errorResult(error.statusCode, {
        message: STATUS_TEXT[error.statusCode] ?? 'The request is not valid.',
        code: error.statusCode === 413 ? 'payload_too_large' : 'validation_failed',
      });
    } else {
      request.log.error({ err: error }, 'unhandled error');
      result = errorResult(500, { message: STATUS_TEXT[500] ?? 'Internal error.', code: 'internal_error' });
      return sendResult(reply, result, secure);
    }
    return refuse(request, reply, result);
  });

  app.setNotFoundHandler((request, reply) =>
    refuse(request, reply, errorResult(404, { message: 'This endpoint does not exist.', code: 'not_found' })),
  );
  const addMethodNotAllowed = collectRouteMethods(app);

  // Without a logger (MOCK_LOG=0) no hook at all: each one is a step of every request.
  if (options.logger)
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  // Every API request and its answer, for /__mock/requests and MOCK_RECORD (rules MJR-02 and MJR-05).
  const journal = registerJournalHooks(app, bank, API_PREFIX, recorder ? (e) => recorder.add(e) : undefined);
  if (recorder) app.addHook('onClose', async () => recorder.flush());
  const { onBankChange } = options;
  if (onBankChange) {
    // API reads count too: a read moves the clock's due payments on and marks the user active.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' || request.url.startsWith(`${API_PREFIX}/`)) onBankChange();
    });
  }
  // Only the contract's media types: anything else is 415 before a handler runs.
  app.removeContentTypeParser(['text/plain']);
  registerJsonBodyParser(app);
  registerForeignBodyParser(app, (request) => {
    const operationId = operationOfRoute(API_PREFIX, request.method, request.routeOptions.url);
    return operationId !== undefined && !takesBody(REQUEST_SCHEMAS[operationId]);
  });
  await app.register(cookie);
  // CSP, HSTS, nosniff, Referrer-Policy, COOP, X-Frame-Options and Cache-Control: no-store on every answer.
  await registerSecurityHeaders(app);
  // After the headers' hook, so a refused Host still gets them; before the flood limit, so it counts nothing.
  registerHostCheck(app, options.allowedHosts ?? [], secure);
  // A portal served from another origin (its API base set at deploy time, packages/web/deploy) calls the
  // bank across origins: only the origins MOCK_ALLOWED_ORIGINS names, with credentials (the refresh cookie).
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && bank.config.allowedOrigins.includes(origin)),
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'x-xsrf-token', 'idempotency-key'],
    exposedHeaders: [
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'retry-after',
      'idempotent-replayed',
    ],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if ((options.rateLimitMax ?? 10_000) > 0) {
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax ?? 10_000,
      timeWindow: 60_000,
      enableDraftSpec: true,
      // The RateLimit-* headers describe the contract's limits; the bank's dispatch sets them.
      addHeadersOnExceeding: {
        'ratelimit-limit': false,
        'ratelimit-remaining': false,
        'ratelimit-reset': false,
      },
      addHeaders: {
        'ratelimit-limit': false,
        'ratelimit-remaining': false,
        'ratelimit-reset': false,
        'retry-after': true,
      },
      allowList: (req) => req.url.startsWith('/__mock/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: STATUS_TEXT[429],
        code: 'rate_limited',
        retry_after: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
    });
  }

  const sendAnswer = networkEffects(app);
  const passthrough = options.upstream
    ? await registerUpstream(app, options.upstream, API_PREFIX, (request, findings) =>
        journal?.answeredBy(request, 'upstream', findings),
      )
    : null;
  registerContractRoutes(app, API_PREFIX, (operationId) => async (request, reply) => {
    // A recorded answer first, then the real API, then the bank (rules MJR-04 and MJR-06).
    const replayed = replay?.answer(request.method, request.url);
    if (replayed) {
      journal?.answeredBy(request, 'replay');
      return sendReplayed(reply, replayed);
    }
    if (passthrough?.forwards(operationId)) return passthrough.forward(request, reply);
    const req = toOperationRequest(request);
    const prepare =
      operationId === 'uploadRecipientKycDocument'
        ? async () => {
            req.upload = await readUpload(request);
          }
        : undefined;
    const result = await dispatch(bank, operationId, req, {
      onError: (error) => request.log.error({ err: error }, 'operation failed'),
      ...(prepare ? { prepare } : {}),
    });
    if (result.status === 413) result.headers = { ...result.headers, connection: 'close' };
    journal?.result(request, reply, result);
    return sendAnswer(reply, result, secure);
  });

  if (options.control ?? true) registerControlRoutes(app, () => bank);
  registerApiDocs(app);
  addMethodNotAllowed((request, reply, allow) =>
    refuse(
      request,
      reply,
      errorResult(
        405,
        {
          message: `This endpoint does not take ${request.method}; it takes ${allow}.`,
          code: 'method_not_allowed',
        },
        { allow },
      ),
    ),
  );

  await app.ready();
  return { app, bank };
}
