import { describe, expect, it } from 'vitest';
import { Client, signedIn, testApp } from '../support/test-app.js';

const MINUTE = 60_000;

const refresh = (client: Client) => client.call('POST', '/auth/refresh', { auth: false });

describe('session and link expiry as the mock clock moves', () => {
  it('an access token answers until its TTL is over, then 401 with WWW-Authenticate', async () => {
    const { app, bank } = await testApp({ accessTokenTtlSeconds: 120 });
    const ada = await signedIn(app);
    bank.clock.advance(119_000);
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
    bank.clock.advance(1_000);
    const expired = await ada.call('GET', '/user/current');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthenticated');
    expect(expired.headers['www-authenticate']).toBe('Bearer');
    // The refresh session outlives it: a refresh gives a new token with the configured TTL.
    const renewed = await refresh(ada);
    expect(renewed.json().data.expires_in).toBe(120);
    ada.token = renewed.json().data.access_token;
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
  });

  it('the refresh session ends after 30 minutes without a refresh (idle limit); each refresh renews it', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    bank.clock.advance(29 * MINUTE);
    expect((await refresh(ada)).statusCode).toBe(200);
    bank.clock.advance(29 * MINUTE);
    expect((await refresh(ada)).statusCode).toBe(200);
    bank.clock.advance(30 * MINUTE + 1_000);
    const idle = await refresh(ada);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toMatch(/expired/);
    // Once ended it stays ended, even straight away.
    expect((await refresh(ada)).statusCode).toBe(401);
  });

  it('the refresh session ends 12 hours after sign-in (absolute lifetime), however often it is refreshed', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    // Every 25 minutes (inside the idle limit) up to 11 h 40 min after sign-in.
    for (let i = 1; i <= 28; i++) {
      bank.clock.advance(25 * MINUTE);
      const r = await refresh(ada);
      if (r.statusCode !== 200) throw new Error(`refresh ${i} (${i * 25} min) answered ${r.statusCode}`);
    }
    bank.clock.advance(20 * MINUTE + 1_000); // 12 h and 1 s after sign-in
    expect((await refresh(ada)).statusCode).toBe(401);
    // A new sign-in starts a new 12 hours.
    const again = await signedIn(app);
    expect((await refresh(again)).statusCode).toBe(200);
  });

  it('a reset link expires after 60 minutes', async () => {
    const { app, bank } = await testApp();
    const client = new Client(app);
    const resetWith = async () => {
      const token = bank.store.outbox.filter((m) => m.kind === 'password_reset').at(-1)?.token ?? '';
      return client.api.POST('/auth/password/reset', {
        body: { token, password: 'Harbour#Lights9', password_confirmation: 'Harbour#Lights9' },
      });
    };
    const forgot = () => client.api.POST('/auth/password/forgot', { body: { email: 'ada@northwind.test' } });
    await forgot();
    bank.clock.advance(60 * MINUTE);
    const late = await resetWith();
    expect(late.response.status).toBe(422);
    expect(late.error?.errors?.token).toEqual([expect.stringMatching(/invalid or has expired/)]);
    await forgot();
    bank.clock.advance(59 * MINUTE);
    expect((await resetWith()).response.status).toBe(200);
    expect((await client.login('ada@northwind.test', 'Harbour#Lights9')).statusCode).toBe(200);
  });

  it('the login lockout lifts 15 minutes after the first counted failure; Retry-After says how long is left', async () => {
    const { app, bank } = await testApp();
    const client = new Client(app);
    await client.login('ada@northwind.test', 'Wrong#2026');
    bank.clock.advance(2 * MINUTE);
    for (let i = 0; i < 4; i++) await client.login('ada@northwind.test', 'Wrong#2026');
    const locked = await client.login('ada@northwind.test', 'Northwind#2026');
    expect(locked.statusCode).toBe(429);
    // 13 minutes left of the first failure's window.
    expect(Number(locked.headers['retry-after'])).toBe(13 * 60);
    expect(locked.json().retry_after).toBe(13 * 60);
    bank.clock.advance(10 * MINUTE);
    const still = await client.login('ada@northwind.test', 'Northwind#2026');
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers['retry-after'])).toBe(3 * 60);
    bank.clock.advance(3 * MINUTE);
    const open = await client.login('ada@northwind.test', 'Northwind#2026');
    expect(open.statusCode).toBe(200);
    expect(open.json().data.status).toBe('authenticated');
  });
});
