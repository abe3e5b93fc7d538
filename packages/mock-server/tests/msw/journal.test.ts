import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBankServer } from '../../src/msw/node.js';
import { MswClient } from '../support/msw-client.js';
import { TEST_START } from '../support/test-app.js';

const BASE = 'http://journal.test/api/v1';
const { server } = createMockBankServer({
  baseUrl: BASE,
  bankConfig: { seed: 42, clockStart: TEST_START, frozenClock: true },
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the request journal in the MSW adapter (rules MJR-02 and MJR-03)', () => {
  it('journals the calls it answers, the contract’s refusals too, with the same redaction', async () => {
    const client = new MswClient(BASE);
    await client.call('GET', '/auth/xsrf');
    const login = await client.post('/auth/login', {
      email: 'ada@northwind.test',
      password: 'Northwind#2026',
    });
    expect(login.status).toBe(200);
    client.token = login.json.data.access_token;
    await client.post('/auth/login', { email: 'not an address' });

    const res = await fetch('http://journal.test/__mock/requests?operation=login');
    const [refused, signedIn] = (await res.json()).data;
    expect(refused).toMatchObject({
      status: 400,
      source: 'bank',
      request: { body: { email: 'not an address' } },
    });
    expect(signedIn).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/login',
      status: 200,
      request: { body: { email: 'ada@northwind.test', password: '[redacted]' } },
      response: { body: { data: { status: 'authenticated', access_token: '[redacted]' } } },
    });
    expect(signedIn.duration_ms).toBeGreaterThanOrEqual(0);
    expect(signedIn.response.headers['set-cookie']).toBe('[redacted]');
  });
});
