import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, Client, signedIn, testApp } from '../support/test-app.js';

const HOUR_S = 3600;

type Answer = { response: Response; data?: unknown; error?: components['schemas']['ErrorResponse'] };

function expectRateLimited(res: Answer, maxSeconds: number): number {
  expect(res.response.status, JSON.stringify(res.data ?? res.error)).toBe(429);
  const body = res.error;
  expect(body).toMatchObject({ code: 'rate_limited' });
  expect(typeof body?.message).toBe('string');
  const retryAfter = Number(res.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(body?.retry_after).toBe(retryAfter);
  expect(res.response.headers.get('ratelimit-remaining')).toBe('0');
  return retryAfter;
}

const forgot = (client: Client, email: string) =>
  client.api.POST('/auth/password/forgot', { body: { email } });

const reset = (client: Client, token: string) =>
  client.api.POST('/auth/password/reset', {
    body: { token, password: 'Harbour#Lights9', password_confirmation: 'Harbour#Lights9' },
  });

const lookup = (client: Client, token: string) =>
  client.api.POST('/auth/invitation/lookup', { body: { token } });

describe('rate limits of the contract, over HTTP', () => {
  it('forgot password: 5 per address per hour, the same for an unknown address, then 429 until the hour ends', async () => {
    const { app, bank } = await testApp();
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    // A new client each time: only the per-address limit applies.
    for (let i = 0; i < 6; i++) {
      known.push(await forgot(new Client(app, `10.0.0.${i + 1}`), 'ada@northwind.test'));
      unknown.push(await forgot(new Client(app, `10.0.1.${i + 1}`), 'nobody@northwind.test'));
    }
    const status = (r: Answer) => r.response.status;
    const body = (r: Answer) => r.data ?? r.error;
    expect(known.map(status)).toEqual([202, 202, 202, 202, 202, 429]);
    // Known and unknown addresses cannot be told apart, refusal included.
    expect(unknown.map(status)).toEqual(known.map(status));
    expect(unknown.map(body)).toEqual(known.map(body));
    expect(expectRateLimited(known[5] as Answer, HOUR_S)).toBeGreaterThan(HOUR_S - 5);
    // The address is the key, whatever its case.
    expect((await forgot(new Client(app, '10.0.2.1'), 'ADA@Northwind.test')).response.status).toBe(429);
    // The refused request sent no email.
    const mails = () => bank.store.outbox.filter((m) => m.kind === 'password_reset').length;
    expect(mails()).toBe(5);
    bank.clock.advance(HOUR_S * 1000);
    expect((await forgot(new Client(app, '10.0.3.1'), 'ada@northwind.test')).response.status).toBe(202);
    expect(mails()).toBe(6);
  });

  it('forgot password: 5 per client per hour across addresses; another client is not affected', async () => {
    const { app } = await testApp();
    const client = new Client(app, '10.1.0.1');
    for (let i = 0; i < 5; i++)
      expect((await forgot(client, `user${i}@northwind.test`)).response.status).toBe(202);
    expectRateLimited(await forgot(client, 'fresh@northwind.test'), HOUR_S);
    expect((await forgot(new Client(app, '10.1.0.2'), 'fresh@northwind.test')).response.status).toBe(202);
  });

  it('a new forgot-password request invalidates the previous link', async () => {
    const { app, bank } = await testApp();
    const client = new Client(app);
    await forgot(client, 'ada@northwind.test');
    await forgot(client, 'ada@northwind.test');
    const [newest, older] = bank.store.outbox.filter((m) => m.kind === 'password_reset').reverse();
    const stale = await reset(client, older?.token ?? '');
    expect(stale.response.status).toBe(422);
    expect(stale.error?.errors?.token).toBeDefined();
    expect((await reset(client, newest?.token ?? '')).response.status).toBe(200);
  });

  it('reset password: 5 attempts per client per hour, even with a valid link', async () => {
    const { app, bank } = await testApp();
    const client = new Client(app, '10.2.0.1');
    await forgot(client, 'ada@northwind.test');
    const token = bank.store.outbox.at(-1)?.token ?? '';
    for (let i = 0; i < 5; i++)
      expect((await reset(client, `rst_guess${i}00000000000000`)).response.status).toBe(422);
    expectRateLimited(await reset(client, token), HOUR_S);
    // The link itself is still good from another client.
    const ok = await reset(new Client(app, '10.2.0.2'), token);
    expect(ok.response.status).toBe(200);
  });

  it('invitations: 10 look-ups or accepts together per client per 15 minutes', async () => {
    const { app, bank } = await testApp();
    const client = new Client(app, '10.3.0.1');
    const token = bank.store.outbox.find((m) => m.to === 'invitee@northwind.test')?.token ?? '';
    for (let i = 0; i < 5; i++) {
      const r = await lookup(client, `inv_guess${i}00000000000000`);
      expect(r.response.status).toBe(404);
    }
    for (let i = 0; i < 5; i++) {
      const r = await acceptInvitation(client, `inv_guess${i}00000000000000`);
      expect(r.response.status).toBe(404);
    }
    const retryAfter = expectRateLimited(await lookup(client, token), 15 * 60);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 5);
    expect((await lookup(new Client(app, '10.3.0.2'), token)).response.status).toBe(200);
    bank.clock.advance(15 * 60_000);
    expect((await lookup(client, token)).response.status).toBe(200);
  });

  it('general limit: 600 requests per minute per user, with RateLimit headers; other users and clients go on', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const first = await ada.call('GET', '/user/current');
    expect(first.headers['ratelimit-limit']).toBe('600');
    expect(first.headers['ratelimit-remaining']).toBe('599');
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    for (let i = 1; i < 600; i++) {
      const r = await ada.call('GET', '/user/notifications/unread-count');
      if (r.statusCode !== 200) throw new Error(`request ${i + 1} answered ${r.statusCode}`);
    }
    expectRateLimited(await ada.api.GET('/user/current'), 60);
    // Another user, and an anonymous client elsewhere, have their own windows.
    const grace = await signedIn(app, 'grace');
    expect((await grace.call('GET', '/user/current')).statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/xsrf',
      remoteAddress: '10.4.0.1',
    });
    expect(anonymous.statusCode).toBe(204);
    bank.clock.advance(60_000);
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
  });

  it('/__mock/reset clears every counter', async () => {
    const { app } = await testApp();
    const client = new Client(app, '10.5.0.1');
    for (let i = 0; i < 5; i++) await forgot(client, 'ada@northwind.test');
    expect((await forgot(client, 'ada@northwind.test')).response.status).toBe(429);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const again = new Client(app, '10.5.0.1');
    expect((await forgot(again, 'ada@northwind.test')).response.status).toBe(202);
  });
});
