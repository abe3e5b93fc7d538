import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../operations/cookies.js';
import { attachment, fileContentType } from '../operations/file-response.js';
import type { OperationRequest, OperationResult } from '../operations/types.js';

/** The request as the operations see it. Plain loops: this runs on every request. */
export function toOperationRequest(request: FastifyRequest): OperationRequest {
  // Node names incoming headers in lower case already; a repeated one (an array) counts by its first value.
  const headers: Record<string, string | undefined> = {};
  const incoming = request.headers;
  for (const name in incoming) {
    const value = incoming[name];
    headers[name] = Array.isArray(value) ? value[0] : value;
  }
  const cookies: Record<string, string> = {};
  const parsed = request.cookies ?? {};
  for (const name in parsed) {
    const value = parsed[name];
    if (typeof value === 'string') cookies[name] = value;
  }
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    path: query < 0 ? request.url : request.url.slice(0, query),
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, unknown>,
    headers,
    cookies,
    body: request.body,
    ip: request.ip,
  };
}

/**
 * Sets an answer's status, headers, cookies and media type on the reply; its body comes back as what Fastify
 * sends (null: none), so an injected fault can send it another way (http/network-effects.ts).
 */
export function prepareReply(
  reply: FastifyReply,
  result: OperationResult,
  secureCookies: boolean,
): Buffer | string | null {
  reply.code(result.status);
  const headers = result.headers ?? {};
  for (const name in headers) reply.header(name, headers[name]);
  if (result.cookies && result.cookies.length > 0) {
    reply.header(
      'set-cookie',
      result.cookies.map((c) => serializeCookie(c, secureCookies)),
    );
  }
  if (result.file) {
    reply.header('content-disposition', attachment(result.file.fileName));
    reply.type(fileContentType(result.file.contentType));
    return Buffer.from(result.file.content);
  }
  if (result.body === undefined) return null;
  reply.type('application/json; charset=utf-8');
  return JSON.stringify(result.body);
}

export function sendResult(
  reply: FastifyReply,
  result: OperationResult,
  secureCookies: boolean,
): FastifyReply {
  const body = prepareReply(reply, result, secureCookies);
  return body === null ? reply.send() : reply.send(body);
}
