import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBankServer } from '../../src/msw/node.js';
import { TEST_START, testApp } from '../support/test-app.js';

const BASE = 'http://bank.test/api/v1';
const config = {
  seed: 42,
  clockStart: TEST_START,
  frozenClock: true,
  paymentAcceptMs: 5,
  paymentFailureRate: 0,
};
const { server, bank } = createMockBankServer({ baseUrl: BASE, bankConfig: config });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token = '';
/** What a browser client does: remembers the script-readable XSRF-TOKEN cookie and echoes it. */
let xsrf = '';
const api = async (path: string, init: RequestInit = {}) => {
  const unsafe = (init.method ?? 'GET') !== 'GET';
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(unsafe && xsrf ? { 'x-xsrf-token': xsrf } : {}),
      ...init.headers,
    },
  });
  for (const cookie of res.headers.getSetCookie()) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
    if (match) xsrf = decodeURIComponent(match[1] ?? '');
  }
  return res;
};

describe('MSW adapter (setupServer) over fetch', () => {
  it('signs in with cookies kept by the adapter jar and answers the same bank as Fastify', async () => {
    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@northwind.test', password: 'Northwind#2026' }),
    });
    // No XSRF cookie yet: refused like the real server.
    expect(login.status).toBe(403);
    expect((await api('/auth/xsrf')).status).toBe(204);
    const ok = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@northwind.test', password: 'Northwind#2026' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toContain('portal_refresh=');
    token = (await ok.json()).data.access_token;

    const balances = await (
      await api('/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances')
    ).json();
    const { app } = await testApp(config);
    const viaFastify = await app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    const cookies = Object.fromEntries(viaFastify.cookies.map((c) => [c.name, c.value]));
    const fl = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies,
      headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
      payload: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    const fb = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances',
      headers: { authorization: `Bearer ${fl.json().data.access_token}` },
    });
    expect(balances).toEqual(fb.json());
  });

  it('refreshes with the jar cookie, creates a payment idempotently, and 404s another organization', async () => {
    const refreshed = await api('/auth/refresh', { method: 'POST' });
    expect(refreshed.status).toBe(200);
    token = (await refreshed.json()).data.access_token;
    const recipients = await (await api('/accounts/org_northwind/recipients?currency=GBP')).json();
    const body = JSON.stringify({
      recipient_ref: recipients.data[0].ref,
      amount: '10.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'MSW-1',
    });
    const key = randomUUID();
    const post = () =>
      api('/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await post();
    expect(first.status).toBe(201);
    const again = await post();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([...bank.store.payments.values()].filter((p) => p.reference === 'MSW-1')).toHaveLength(1);
    expect((await api('/accounts/org_globex/bank-accounts/ba_globex_main/balances')).status).toBe(404);
    const check = await api(
      '/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments/check-time-window',
    );
    expect((await check.json()).data.within_window).toBe(true);
  });

  it('serves the control endpoints', async () => {
    const code = await (await fetch('http://bank.test/__mock/totp/grace@northwind.test')).json();
    expect(code.code).toMatch(/^\d{6}$/);
    const outbox = await (await fetch('http://bank.test/__mock/outbox')).json();
    expect(outbox.data[0].link).toContain('/invitation?token=');
  });
});
