import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBankServer } from '../../src/msw/node.js';
import { storeFingerprint } from '../support/fingerprint.js';
import { MswClient } from '../support/msw-client.js';
import { type Client, OPS, signedIn, TEST_START, testApp } from '../support/test-app.js';

const BASE = 'http://bank.test/api/v1';
const config = { seed: 42, clockStart: TEST_START, frozenClock: true, paymentAcceptMs: 5 };
const { server, bank } = createMockBankServer({ baseUrl: BASE, bankConfig: config });

const msw = new MswClient(BASE);
let app: FastifyInstance;
let fastify: Client;
const recipient = () =>
  [...bank.store.recipients.values()].find((r) => r.orgRef === 'org_northwind' && r.currency === 'GBP')
    ?.ref ?? '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await msw.call('GET', '/auth/xsrf');
  const login = await msw.call('POST', '/auth/login', {
    body: JSON.stringify({ email: 'ada@northwind.test', password: 'Northwind#2026' }),
  });
  msw.token = login.json.data.access_token;
  ({ app } = await testApp());
  fastify = await signedIn(app);
});
afterAll(() => server.close());

type Case = { what: string; method: string; path: string; body?: string; headers?: Record<string, string> };

const payment = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    recipient_ref: recipient(),
    amount: '10.00',
    currency: 'GBP',
    reason_code: 'SUPP',
    reference: 'EDGE-1',
    ...extra,
  });

const invalid = (): Case[] => [
  {
    what: 'a number for a decimal string',
    method: 'POST',
    path: `${OPS}/payments`,
    body: payment({ amount: 10 }),
    headers: { 'idempotency-key': randomUUID() },
  },
  {
    what: 'an unknown body property',
    method: 'POST',
    path: `${OPS}/payments`,
    body: payment({ note: 'x' }),
    headers: { 'idempotency-key': randomUUID() },
  },
  { what: 'no Idempotency-Key header', method: 'POST', path: `${OPS}/payments`, body: payment() },
  {
    what: 'an Idempotency-Key that is not a UUID',
    method: 'POST',
    path: `${OPS}/payments`,
    body: payment(),
    headers: { 'idempotency-key': 'not-a-uuid' },
  },
  { what: 'a page size the contract does not list', method: 'GET', path: `${OPS}/payments?per_page=7` },
  { what: 'a page that is not a number', method: 'GET', path: `${OPS}/payments?page=x` },
  { what: 'a page in exponent notation', method: 'GET', path: `${OPS}/payments?page=1e3` },
  { what: 'a page in hexadecimal', method: 'GET', path: `${OPS}/payments?page=0x10` },
  { what: 'a page with a fraction', method: 'GET', path: `${OPS}/payments?page=1.0` },
  { what: 'an unknown status filter', method: 'GET', path: '/user/notifications?status=gift' },
  { what: 'a malformed path ref', method: 'GET', path: '/accounts/org-north/recipients' },
  { what: 'no body at all', method: 'POST', path: '/auth/login' },
  {
    what: 'an email that is not one',
    method: 'POST',
    path: '/auth/login',
    body: JSON.stringify({ email: 'not-an-email', password: 'Northwind#2026' }),
  },
  {
    what: 'malformed JSON',
    method: 'POST',
    path: '/auth/login',
    body: '{"email":',
  },
  {
    what: 'a text body',
    method: 'POST',
    path: '/auth/login',
    body: 'email=ada',
    headers: { 'content-type': 'text/plain' },
  },
];

describe('MSW adapter at the HTTP edge: the contract check of the Fastify adapter', () => {
  it('answers invalid requests 400 (415 for a foreign media type) in the error shape, never reaching the bank', async () => {
    const before = storeFingerprint(bank.store);
    const remaining: number[] = [];
    for (const c of invalid()) {
      const res = await msw.call(c.method, c.path, {
        ...(c.body !== undefined ? { body: c.body } : {}),
        ...(c.headers ? { headers: c.headers } : {}),
      });
      expect([400, 415], `${c.what}: ${JSON.stringify(res.json)}`).toContain(res.status);
      remaining.push(Number(res.headers.get('ratelimit-remaining')));
      expect(res.json.message, c.what).toBeTypeOf('string');
      expect(res.json.code, c.what).toBe('validation_failed');
      if (res.status === 400) expect(Object.keys(res.json.errors ?? {}).length, c.what).toBeGreaterThan(0);
    }
    expect(storeFingerprint(bank.store)).toBe(before);
    // Each refusal still counted against the general limit, as in the Fastify adapter.
    expect(remaining.every((left, i) => i === 0 || left === (remaining[i - 1] ?? 0) - 1)).toBe(true);
  });

  it('gives the same status and body as the Fastify adapter for each of them', async () => {
    for (const c of invalid()) {
      const viaMsw = await msw.call(c.method, c.path, {
        ...(c.body !== undefined ? { body: c.body } : {}),
        ...(c.headers ? { headers: c.headers } : {}),
      });
      const viaFastify = await app.inject({
        method: c.method as 'GET',
        url: `/api/v1${c.path}`,
        headers: {
          ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
          authorization: `Bearer ${fastify.token}`,
          'x-xsrf-token': fastify.cookies['XSRF-TOKEN'] ?? '',
          ...c.headers,
        },
        cookies: fastify.cookies,
        ...(c.body !== undefined ? { payload: c.body } : {}),
      });
      expect({ status: viaMsw.status, body: viaMsw.json }, c.what).toEqual({
        status: viaFastify.statusCode,
        body: viaFastify.json(),
      });
    }
  });

  it('authenticates the caller of a secured operation before checking what it sent: 401, no field errors', async () => {
    const path = `${OPS}/payments?page=x&per_page=7`;
    const viaMsw = await fetch(`${BASE}${path}`);
    const viaFastify = await app.inject({ method: 'GET', url: `/api/v1${path}` });
    for (const [status, body, challenge] of [
      [viaMsw.status, await viaMsw.json(), viaMsw.headers.get('www-authenticate')],
      [viaFastify.statusCode, viaFastify.json(), viaFastify.headers['www-authenticate']],
    ]) {
      expect(status).toBe(401);
      expect(body.errors).toBeUndefined();
      expect(challenge).toBe('Bearer');
    }
    // A public operation has no caller to check: its fields are checked at once.
    const login = await msw.call('POST', '/auth/login', { body: JSON.stringify({ email: 'x' }) });
    expect(login.status).toBe(400);
  });

  it('coerces query strings to the contract types (and fills defaults) before the bank sees them', async () => {
    const page = await msw.call('GET', `${OPS}/payments?per_page=20&page=2`);
    expect(page.status).toBe(200);
    expect(page.json.meta).toMatchObject({ page: 2, per_page: 20 });
    const defaults = await msw.call('GET', `${OPS}/payments`);
    expect(defaults.json.meta).toMatchObject({ page: 1, per_page: 10 });
  });

  it('refuses a state-changing request without the X-XSRF-TOKEN header (403), though the jar holds the cookie', async () => {
    const withoutHeader = await fetch(`${BASE}/user/notifications/read-all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${msw.token}` },
    });
    expect(withoutHeader.status).toBe(403);
    expect((await withoutHeader.json()).code).toBe('xsrf_mismatch');
    const forged = await msw.call('POST', '/user/notifications/read-all', {
      headers: { 'x-xsrf-token': 'forged.value' },
    });
    expect(forged.status).toBe(403);
    expect((await msw.call('POST', '/user/notifications/read-all')).status).toBe(200);
  });

  it('applies the same rate limits (forgot password: 5 per address an hour)', async () => {
    const forgot = () =>
      msw.call('POST', '/auth/password/forgot', { body: JSON.stringify({ email: 'grace@northwind.test' }) });
    for (let i = 0; i < 5; i++) expect((await forgot()).status).toBe(202);
    const limited = await forgot();
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBe(limited.json.retry_after);
  });
});
