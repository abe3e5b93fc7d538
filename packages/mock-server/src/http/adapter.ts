import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../operations/cookies.js';
import { attachment, fileContentType } from '../operations/file-response.js';
import type { OperationRequest, OperationResult } from '../operations/types.js';

export function toOperationRequest(request: FastifyRequest): OperationRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
  }
  return {
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, unknown>,
    headers,
    cookies: Object.fromEntries(
      Object.entries(request.cookies ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
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
  for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
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
