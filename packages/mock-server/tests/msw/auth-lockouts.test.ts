import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBankServer } from '../../src/msw/node.js';
import { TEST_START } from '../support/test-app.js';

const BASE = 'http://bank.test/api/v1';
const { server, bank } = createMockBankServer({
  baseUrl: BASE,
  bankConfig: { seed: 42, clockStart: TEST_START, frozenClock: true, accessTokenTtlSeconds: 3_600 },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token = '';
let xsrf = '';
/** A browser-like client: the adapter keeps the cookies; the XSRF-TOKEN value is echoed in a header. */
const api = async (path: string, body?: unknown) => {
  const res = await fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json', 'x-xsrf-token': xsrf } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  for (const cookie of res.headers.getSetCookie()) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
    if (match) xsrf = decodeURIComponent(match[1] ?? '');
  }
  return res;
};

describe('auth lockouts through the MSW adapter (same domain rules as Fastify)', () => {
  it('locks changePassword after 5 wrong current passwords until the mock clock passes 15 minutes', async () => {
    await api('/auth/xsrf');
    const login = await api('/auth/login', { email: 'ada@northwind.test', password: 'Northwind#2026' });
    token = (await login.json()).data.access_token;
    const change = (current: string) =>
      api('/auth/password/change', {
        current_password: current,
        password: 'Harbour!Lights7',
        password_confirmation: 'Harbour!Lights7',
      });
    for (let i = 0; i < 5; i++) expect((await change('Wrong#2026')).status).toBe(422);
    const locked = await change('Northwind#2026');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toMatchObject({ code: 'rate_limited', retry_after: 900 });

    bank.clock.advance(15 * 60_000);
    expect((await change('Northwind#2026')).status).toBe(200);
  });
});
