import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { Client, signedIn, TEST_START, testApp } from '../support/test-app.js';

type Entry = {
  id: string;
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  operation: string | null;
  status: number | null;
  duration_ms: number;
  source: string;
  fault: string | null;
  request: { headers: Record<string, string>; body: unknown };
  response: { headers: Record<string, string>; body: unknown };
};

/** The `data` of a journaled answer's body. */
const answerData = (entry: Entry | undefined) =>
  (entry?.response.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};

async function journal(app: FastifyInstance, query = ''): Promise<Entry[]> {
  const res = await app.inject({ method: 'GET', url: `/__mock/requests${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const NW = '/accounts/org_northwind';

describe('GET /__mock/requests: the request journal (rules MJR-01 and MJR-02)', () => {
  it('records each API request with its operation, status and time, newest first, and no control request', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const before = Date.now();
    await ada.call('GET', '/user/current?lang=en');
    const entries = await journal(app);
    expect(entries.map((e) => e.operation)).toEqual(['getCurrentUser', 'login', 'getXsrfToken']);
    const [current] = entries;
    expect(current).toMatchObject({
      method: 'GET',
      path: '/api/v1/user/current',
      query: { lang: 'en' },
      status: 200,
      source: 'bank',
      fault: null,
    });
    expect(current?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(current?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(answerData(current).email).toBe('ada@northwind.test');
    expect(new Set(entries.map((e) => e.id)).size).toBe(3);
    // Reading the journal (a control request) added nothing to it.
    expect(await journal(app)).toHaveLength(3);
  });

  it('records what is refused before the bank: a contract violation and an unknown path', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await ada.call('POST', `${NW}/recipients`, { body: { name: 'No type' } });
    await ada.call('GET', '/no/such/thing');
    const [unknown, refused] = await journal(app);
    expect(unknown).toMatchObject({ operation: null, status: 404, path: '/api/v1/no/such/thing' });
    expect(refused).toMatchObject({ operation: 'createRecipient', status: 400, method: 'POST' });
    expect(refused?.request.body).toEqual({ name: 'No type' });
    expect(refused?.response.body).toMatchObject({ code: 'validation_failed' });
  });

  it('filters by operation, method, status, time and number, and refuses a filter it does not know', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await ada.call('GET', '/user/current');
    const middle = Date.now();
    // Apart by more than the clock's millisecond on either side.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date(Date.now()).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await new Client(app).login('ada@northwind.test', 'wrong password');
    await ada.call('GET', '/user/current');

    expect((await journal(app, '?operation=login')).map((e) => e.status)).toEqual([401, 200]);
    expect((await journal(app, '?method=post&status=401')).map((e) => e.operation)).toEqual(['login']);
    expect((await journal(app, `?since=${since}`)).map((e) => e.operation)).toEqual([
      'getCurrentUser',
      'login',
      'getXsrfToken',
    ]);
    expect(Date.parse(since)).toBeGreaterThan(middle);
    expect((await journal(app, '?limit=2')).map((e) => e.operation)).toEqual(['getCurrentUser', 'login']);

    for (const bad of [
      'status=abc',
      'since=yesterday',
      'operation=nope',
      'limit=0',
      'method=FETCH',
      'who=me',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/__mock/requests?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: { [bad.split('=')[0] ?? '']: [expect.any(String)] },
      });
    }
  });

  it('keeps the last MOCK_JOURNAL_SIZE requests only, and none at 0', async () => {
    const small = await testApp({ journalSize: 2 });
    const ada = await signedIn(small.app);
    await ada.call('GET', '/user/current');
    expect((await journal(small.app)).map((e) => e.operation)).toEqual(['getCurrentUser', 'login']);

    const off = await testApp({ journalSize: 0 });
    await signedIn(off.app);
    expect(await journal(off.app)).toEqual([]);
  });

  it('forgets everything on DELETE, asked from the bank’s own site only', async () => {
    const { app } = await testApp();
    await signedIn(app);
    const forged = await app.inject({
      method: 'DELETE',
      url: '/__mock/requests',
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await journal(app)).toHaveLength(2);
    const cleared = await app.inject({ method: 'DELETE', url: '/__mock/requests' });
    expect(cleared.statusCode).toBe(200);
    expect(await journal(app)).toEqual([]);
  });
});

describe('the journal never shows a credential (rule MJR-03)', () => {
  it('redacts the sign-in password, the access token in its answer, and the credential headers', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await ada.call('GET', '/user/current');
    const [current, login] = await journal(app);
    expect(login?.request.body).toEqual({ email: 'ada@northwind.test', password: '[redacted]' });
    expect(login?.request.headers['x-xsrf-token']).toBe('[redacted]');
    expect(login?.request.headers.cookie).toBe('[redacted]');
    expect(login?.response.headers['set-cookie']).toBe('[redacted]');
    const answer = answerData(login);
    expect(answer.status).toBe('authenticated');
    expect(answer.access_token).toBe('[redacted]');
    expect(current?.request.headers.authorization).toBe('[redacted]');
    const everything = JSON.stringify(await journal(app));
    expect(everything).not.toContain('Northwind#2026');
    expect(everything).not.toContain(ada.token ?? 'no token');
  });

  it('redacts a two-factor code and a new API key secret, and keeps an error body readable', async () => {
    const { app } = await testApp();
    const grace = await signedIn(app, 'grace');
    const verify = (await journal(app, '?operation=verifyTwoFactorCode'))[0];
    expect(verify?.request.body).toMatchObject({ code: '[redacted]', challenge_ref: expect.any(String) });

    const ada = await signedIn(app);
    const created = await ada.call('POST', `${NW}/api-keys`, {
      body: { name: 'ERP', scopes: ['accounts.view'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const secret = created.json().data.secret as string;
    const key = (await journal(app, '?operation=createApiKey'))[0];
    expect(answerData(key)).toMatchObject({
      secret: '[redacted]',
      key: { name: 'ERP' },
    });
    expect(JSON.stringify(await journal(app))).not.toContain(secret);

    await grace.call('POST', '/auth/2fa/verify-code', { body: { challenge_ref: 'chl_nope', code: '12345' } });
    const refused = (await journal(app, '?operation=verifyTwoFactorCode&status=400'))[0];
    expect(refused?.request.body).toMatchObject({ code: '[redacted]' });
    expect(refused?.response.body).toMatchObject({
      code: 'validation_failed',
      errors: { code: expect.arrayContaining([expect.any(String)]) },
    });
  });
});

describe('a fault in the journal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the kind of the fault that changed a call', async () => {
    // Not testApp: its contract check would refuse the malformed answer before the journal is read.
    const { app } = await buildApp({
      bankConfig: { seed: 42, clockStart: TEST_START, frozenClock: true },
      rateLimitMax: 0,
    });
    const ada = await signedIn(app);
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { operation: 'getCurrentUser', status: 503 },
    });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { operation: 'listNotifications', kind: 'malformed' },
    });
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(503);
    const malformed = await ada.call('GET', '/user/notifications');
    const [broken, injected] = await journal(app);
    expect(injected).toMatchObject({ operation: 'getCurrentUser', status: 503, fault: 'status' });
    expect(broken).toMatchObject({
      operation: 'listNotifications',
      status: malformed.statusCode,
      fault: 'malformed',
    });
    // What was sent, as it was sent: text that is not JSON.
    expect(broken?.response.body).toBe(malformed.body);
  });

  it('journals a call whose answer never comes, with no status', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { operation: 'getCurrentUser', kind: 'timeout' },
    });
    const never = ada.call('GET', '/user/current').catch(() => null);
    await vi.waitFor(async () => {
      expect((await journal(app, '?operation=getCurrentUser'))[0]).toMatchObject({
        status: null,
        fault: 'timeout',
      });
    });
    await app.close();
    await never;
  });
});

describe('the Requests section of the control page', () => {
  it('lists the journal with its filters and a Clear button, read live by the page script', async () => {
    const { app } = await testApp();
    const page = (await app.inject({ method: 'GET', url: '/__mock/' })).body;
    expect(page).toContain('>Requests</h2>');
    for (const field of ['operation', 'method', 'status', 'limit', 'live'])
      expect(page).toContain(`name="${field}"`);
    expect(page).toContain('id="clear-requests"');
    const script = (await app.inject({ method: 'GET', url: '/__mock/page.js' })).body;
    expect(script).toContain('/__mock/requests?');
    // Bodies go in as text, never as markup.
    expect(script).not.toContain('innerHTML');
  });
});
