import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, testApp } from '../support/test-app.js';

/**
 * Requests Fastify or Node's parser refuse before any handler of ours runs, sent as raw bytes over a real
 * socket (app.inject would skip Node's parser): each answers 4xx in the contract's error shape
 * (`{message, code}`), with the headers every answer carries.
 */
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  ({ app } = await testApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(() => app.close());

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends `head` (and `body`) as they are and reads the answer until the server closes the connection. */
function raw(head: string, body: Buffer | string = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(Buffer.concat([Buffer.from(head.replaceAll('\n', '\r\n'), 'latin1'), Buffer.from(body)]));
  });
}

const request = (line: string, headers: string[] = [], body = '') =>
  raw(`${line}\nHost: 127.0.0.1\nConnection: close\n${headers.map((h) => `${h}\n`).join('')}\n`, body);

function expectRefusal(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status, answer.body).toBe(status);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect(body.code).toBe(code);
  expect(Object.keys(body).every((k) => ['message', 'code', 'errors'].includes(k))).toBe(true);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['content-security-policy']).toBe(
    "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  );
  expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('requests refused before any handler, over a real socket (rule API-15)', () => {
  it('a header with a control character (DEL): 400', async () => {
    expectRefusal(
      await request('GET /api/v1/user/current HTTP/1.1', ['X-Note: a\x7fb']),
      400,
      'malformed_request',
    );
  });

  it('a path parameter too long for the contract: 401 first when anonymous; over 16 KiB of request line and headers: 431', async () => {
    expectRefusal(
      await request(`GET /api/v1/accounts/${'a'.repeat(16_000)}/recipients HTTP/1.1`),
      401,
      'unauthenticated',
    );
    expectRefusal(
      await request(`GET /api/v1/accounts/${'a'.repeat(17_000)}/recipients HTTP/1.1`),
      431,
      'headers_too_large',
    );
    expectRefusal(
      await request('GET /api/v1/user/current HTTP/1.1', [`X-Big: ${'b'.repeat(20_480)}`]),
      431,
      'headers_too_large',
    );
  });

  it('a method HTTP does not know, and a malformed start line: 400', async () => {
    expectRefusal(await request('FROB /api/v1/user/current HTTP/1.1'), 400, 'malformed_request');
    expectRefusal(await raw('GET /api/v1/user/current HTTP/9\n\n'), 400, 'malformed_request');
  });

  it('conflicting or malformed body framing (request smuggling): 400', async () => {
    expectRefusal(
      await request(
        'POST /api/v1/auth/login HTTP/1.1',
        ['Content-Length: 2', 'Transfer-Encoding: chunked'],
        '{}',
      ),
      400,
      'malformed_request',
    );
    expectRefusal(
      await request('POST /api/v1/auth/login HTTP/1.1', ['Content-Length: abc']),
      400,
      'malformed_request',
    );
    expectRefusal(
      await request('POST /api/v1/auth/login HTTP/1.1', ['Content-Length: 2', 'Content-Length: 3'], '{}'),
      400,
      'malformed_request',
    );
  });

  it('a URL with broken percent-encoding: 400', async () => {
    expectRefusal(
      await request('GET /api/v1/accounts/%E0%A4%A/recipients HTTP/1.1'),
      400,
      'validation_failed',
    );
  });

  it('a known path with a method it does not take: 405 with Allow', async () => {
    const put = await request('PUT /api/v1/user/current HTTP/1.1');
    expectRefusal(put, 405, 'method_not_allowed');
    expect(put.headers.allow).toBe('GET, HEAD');
    const control = await request('DELETE /__mock/reset HTTP/1.1');
    expectRefusal(control, 405, 'method_not_allowed');
    expect(control.headers.allow).toBe('POST');
    expectRefusal(await request('GET /api/v1/no-such-thing HTTP/1.1'), 404, 'not_found');
  });

  it('a body that is not the JSON it says: 400, 415 or 413', async () => {
    const post = (headers: string[], body: string) =>
      request('POST /api/v1/auth/login HTTP/1.1', headers, body);
    const json = 'Content-Type: application/json';
    expectRefusal(await post([json, 'Content-Length: 7'], '{"a":1,'), 400, 'validation_failed');
    expectRefusal(await post([json, 'Content-Length: 0'], ''), 400, 'validation_failed');
    expectRefusal(
      await post(['Content-Type: text/plain', 'Content-Length: 2'], 'hi'),
      415,
      'validation_failed',
    );
    const big = `{"email":"${'x'.repeat(1024 * 1024)}"}`;
    expectRefusal(await post([json, `Content-Length: ${big.length}`], big), 413, 'payload_too_large');
  });

  it('a JSON body whose bytes are not UTF-8: 400, never stored with U+FFFD', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff]),
      Buffer.from('@x.test","password":"x"}'),
    ]);
    const answer = await raw(
      `POST /api/v1/auth/login HTTP/1.1\nHost: 127.0.0.1\nConnection: close\nContent-Type: application/json\nContent-Length: ${body.length}\n\n`,
      body,
    );
    expectRefusal(answer, 400, 'validation_failed');
    expect(JSON.parse(answer.body).errors).toEqual({ body: ['The body is not valid UTF-8.'] });
  });

  it('a body in a foreign media type: 415 where the operation takes a body, ignored where it takes none', async () => {
    const { app: bank } = await testApp();
    const ada = await signedIn(bank);
    const text = { 'content-type': 'text/plain' };
    const refused = await ada.call('POST', '/accounts/org_northwind/recipients', {
      body: 'x',
      headers: text,
    });
    expect(refused.statusCode).toBe(415);
    const ignored = await ada.call('POST', '/auth/logout', { body: 'bye', headers: text });
    expect(ignored.statusCode).toBe(200);
  });

  it('a foreign Host: 421', async () => {
    expectRefusal(
      await raw(
        'GET /__mock/totp/grace@northwind.test HTTP/1.1\nHost: rebind.evil.example:4000\nConnection: close\n\n',
      ),
      421,
      'host_not_allowed',
    );
  });
});
