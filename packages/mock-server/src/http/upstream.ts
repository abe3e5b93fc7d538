import type { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import {
  type ContractFinding,
  createContractValidator,
  describeFinding,
} from '@portal/openapi/contract-validator.mjs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTRACT_ROUTES } from '../generated/contract-routes.js';
import { errorResult } from '../operations/errors.js';
import type { OperationId } from '../operations/types.js';
import { sendResult } from './adapter.js';
import { loadSpec } from './spec.js';

/** MOCK_UPSTREAM (the real API's base, with its /api/v1) and MOCK_UPSTREAM_OPERATIONS (null: every one). */
export type UpstreamOptions = { base: string; operations: ReadonlySet<string> | null };

/** A passthrough that cannot start: the message says which setting and why. */
export class UpstreamConfigError extends Error {}

/** The header that counts what a forwarded answer breaks in the contract (0: nothing). */
export const FINDINGS_HEADER = 'mock-contract-findings';

export type Passthrough = {
  forwards(operationId: OperationId): boolean;
  forward(request: FastifyRequest, reply: FastifyReply): FastifyReply;
};

/** Hop-by-hop headers, and the length the mock sets again: never copied from the upstream's answer. */
const NOT_COPIED = ['connection', 'keep-alive', 'transfer-encoding', 'content-length'];

function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function checkedOptions(options: UpstreamOptions): { origin: string; basePath: string } {
  let url: URL;
  try {
    url = new URL(options.base);
  } catch {
    throw new UpstreamConfigError(`MOCK_UPSTREAM: ${options.base} is not a URL (http://host:port/api/v1).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UpstreamConfigError(`MOCK_UPSTREAM: ${options.base} is not an http or https URL.`);
  const known = new Set<string>(CONTRACT_ROUTES.map((r) => r.operationId));
  const unknown = [...(options.operations ?? [])].filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new UpstreamConfigError(
      `MOCK_UPSTREAM_OPERATIONS: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not an operation' : 'are not operations'} of the contract (give operationIds, such as listBalances).`,
    );
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}

/**
 * Forwards the operations it is given to the real API (rule MJR-04): the request as the client sent it
 * (cookies and all), the answer as the API gave it (Set-Cookie and all), checked against the contract on
 * the way back. What breaks it is logged, counted in Mock-Contract-Findings and handed to `onFindings` (the
 * journal); the answer passes through all the same.
 */
export async function registerUpstream(
  app: FastifyInstance,
  options: UpstreamOptions,
  prefix: string,
  onAnswer: (request: FastifyRequest, findings: readonly ContractFinding[]) => void,
): Promise<Passthrough> {
  const { origin, basePath } = checkedOptions(options);
  const validator = createContractValidator({ document: loadSpec(), Ajv2020, addFormats });
  // No retry of its own: the client sees the API's 503 and decides, as it would without the mock.
  await app.register(replyFrom, { base: `${origin}/`, retryMethods: [], disableRequestLogging: true });

  const answer = (request: FastifyRequest, reply: FastifyReply, body: Buffer) => {
    const contentType = reply.getHeader('content-type');
    const findings = validator.checkAnswer({
      method: request.method,
      path: request.url,
      status: reply.statusCode,
      contentType: contentType === undefined ? undefined : String(contentType),
      body: body.toString('utf8'),
    });
    if (findings.length > 0)
      request.log.warn(
        { findings: findings.map(describeFinding) },
        `the upstream's answer to ${request.method} ${request.url} breaks the contract`,
      );
    onAnswer(request, findings);
    reply.header(FINDINGS_HEADER, String(findings.length));
    reply.send(body);
  };

  const unreachable = (request: FastifyRequest, reply: FastifyReply, error: Error) => {
    request.log.warn({ err: error }, `the upstream API at ${options.base} did not answer`);
    onAnswer(request, []);
    return sendResult(
      reply,
      errorResult(502, {
        message: `The upstream API at ${options.base} did not answer: ${error.message}`,
        code: 'upstream_unreachable',
      }),
      false,
    );
  };

  return {
    forwards: (operationId) => options.operations === null || options.operations.has(operationId),
    forward(request, reply) {
      // A multipart upload is sent on as it came: its body was never read here.
      if (/^multipart\//i.test(String(request.headers['content-type'] ?? '')) && request.body === undefined)
        request.body = request.raw;
      const path = (request.url.split('?')[0] ?? '').slice(prefix.length);
      return reply.from(`${basePath}${path}`, {
        // Plain text back: the answer is read here to be checked against the contract.
        rewriteRequestHeaders: (_request, headers) => {
          const { 'accept-encoding': _encoding, ...rest } = headers;
          return rest;
        },
        rewriteHeaders: (headers) => {
          const copied = { ...headers };
          for (const name of NOT_COPIED) delete copied[name];
          return copied;
        },
        onResponse: (_request, _reply, res) => {
          readAll(res.stream).then(
            (body) => answer(request, reply, body),
            (error: Error) => unreachable(request, reply, error),
          );
        },
        onError: (_reply, { error }) => {
          unreachable(request, reply, error);
        },
      });
    },
  };
}
