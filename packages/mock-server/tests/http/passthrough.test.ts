import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { UpstreamConfigError } from '../../src/http/upstream.js';
import { Client, OPS, TEST_START } from '../support/test-app.js';

const BANK = { clockStart: TEST_START, frozenClock: true };
const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0)) await thing.close();
});

/** A second mock bank listening on a port of its own: the "real API" behind the front. */
async function upstreamBank() {
  const built = await buildApp({ bankConfig: { seed: 42, ...BANK }, rateLimitMax: 0 });
  open.push(built.app);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, base: `http://127.0.0.1:${port}/api/v1` };
}

/** The mock bank in front, forwarding to `base`; its own bank has another seed, so it knows no one's session. */
async function front(base: string, operations: string[] | null = null) {
  const built = await buildApp({
    bankConfig: { seed: 7, ...BANK },
    rateLimitMax: 0,
    upstream: { base, operations: operations ? new Set(operations) : null },
  });
  open.push(built.app);
  return built;
}

async function journal(app: FastifyInstance, query = '') {
  return (await app.inject({ method: 'GET', url: `/__mock/requests${query}` })).json().data as {
    operation: string;
    source: string;
    status: number;
    contract_findings?: { message: string }[];
  }[];
}

describe('passthrough to a real API: MOCK_UPSTREAM (rule MJR-04)', () => {
  it('signs in through the front and reads balances: the answers are the upstream’s, cookies and all', async () => {
    const upstream = await upstreamBank();
    const { app } = await front(upstream.base);
    const ada = new Client(app);
    const login = await ada.login('ada@northwind.test', 'Northwind#2026');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['mock-contract-findings']).toBe('0');
    expect(ada.token).toEqual(expect.any(String));

    const through = await ada.call('GET', `${OPS}/balances`);
    const direct = await upstream.app.inject({
      method: 'GET',
      url: `/api/v1${OPS}/balances`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(through.statusCode).toBe(200);
    expect(through.statusCode).toBe(direct.statusCode);
    expect(through.json()).toEqual(direct.json());

    // The refresh cookie the upstream set went to the client and comes back to the upstream through the front.
    const refreshed = await ada.call('POST', '/auth/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.access_token).not.toBe(ada.token);

    const forwarded = await journal(app);
    expect(forwarded.map((e) => [e.operation, e.source])).toEqual([
      ['refreshToken', 'upstream'],
      ['listBalances', 'upstream'],
      ['login', 'upstream'],
      ['getXsrfToken', 'upstream'],
    ]);
    // The upstream saw them all (its own journal: its bank answered), and the test's direct read.
    expect((await journal(upstream.app)).map((e) => e.operation)).toEqual([
      'refreshToken',
      'listBalances',
      'listBalances',
      'login',
      'getXsrfToken',
    ]);
  });

  it('answers an operation MOCK_UPSTREAM_OPERATIONS leaves out from its own bank', async () => {
    const upstream = await upstreamBank();
    const { app } = await front(upstream.base, ['getXsrfToken', 'login', 'listBalances']);
    const ada = new Client(app);
    await ada.login('ada@northwind.test', 'Northwind#2026');
    expect((await ada.call('GET', `${OPS}/balances`)).statusCode).toBe(200);
    // The front's own bank never issued this token.
    const own = await ada.call('GET', '/user/current');
    expect(own.statusCode).toBe(401);
    expect(own.headers['mock-contract-findings']).toBeUndefined();
    expect((await journal(app, '?operation=getCurrentUser'))[0]?.source).toBe('bank');
    expect(await journal(upstream.app, '?operation=getCurrentUser')).toEqual([]);
  });

  it('passes a contract-breaking answer through, counted in Mock-Contract-Findings and journaled', async () => {
    const broken: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    open.push({ close: () => new Promise((resolve) => broken.close(resolve)) });
    const { port } = broken.address() as AddressInfo;
    const { app } = await front(`http://127.0.0.1:${port}/api/v1`);

    const res = await app.inject({
      method: 'GET',
      url: `/api/v1${OPS}/balances`,
      headers: { authorization: 'Bearer any-token-at-all' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{}');
    const count = Number(res.headers['mock-contract-findings']);
    expect(count).toBeGreaterThan(0);
    const [entry] = await journal(app);
    expect(entry).toMatchObject({ operation: 'listBalances', source: 'upstream', status: 200 });
    expect(entry?.contract_findings).toHaveLength(count);
    expect(entry?.contract_findings?.map((f) => f.message).join(' ')).toContain('data');
  });

  it('answers 502 when the upstream does not answer, and refuses settings it cannot use', async () => {
    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const { port } = unused.address() as AddressInfo;
    await new Promise((resolve) => unused.close(resolve));
    const { app } = await front(`http://127.0.0.1:${port}/api/v1`);
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'upstream_unreachable' });

    await expect(front('ftp://example.com/api/v1')).rejects.toThrow(UpstreamConfigError);
    await expect(front('http://127.0.0.1:1/api/v1', ['listBalances', 'listBalance'])).rejects.toThrow(
      /MOCK_UPSTREAM_OPERATIONS: listBalance is not an operation/,
    );
  });
});
