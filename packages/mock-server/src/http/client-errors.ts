import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '../operations/errors.js';
import { securityHeaderValues } from './security-headers.js';

/** What a request Node's parser refused is told, by the parser's error code. */
function refusalOf(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: { message: 'The request line and headers are larger than 16 KiB.', code: 'headers_too_large' },
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      body: { message: 'The request took too long to arrive.', code: 'request_timeout' },
    };
  return {
    status: 400,
    body: {
      message: 'The request could not be read: its start line, a header or its framing is malformed.',
      code: 'malformed_request',
    },
  };
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refused (a control character in a header, a
 * header section over 16 KiB, a bad method, conflicting lengths) never reaches a route or a hook, so its
 * answer is written here, in the contract's error shape and with the headers every answer carries, and
 * the connection closes (its framing cannot be trusted).
 */
export function clientErrorAnswer(): (error: NodeJS.ErrnoException, socket: Socket) => void {
  const headers = Object.entries(securityHeaderValues())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, body } = refusalOf(error.code);
    const text = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  };
}
