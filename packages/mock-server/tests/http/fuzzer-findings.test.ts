import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Client, signedIn, testApp } from '../support/test-app.js';

/** Defects an outside fuzzer (Schemathesis against the mock bank) found; each answer is now the contract's. */

function expectContractError(res: LightMyRequestResponse, status: number): Record<string, unknown> {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  // The security headers every other answer carries.
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect(body).not.toHaveProperty('statusCode');
  return body;
}

describe('fuzzer findings, over HTTP', () => {
  it('a path parameter over 100 characters is a 400 naming the field, in the contract shape, without echoing the path', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const long = 'org_'.padEnd(5000, 'x');
    const res = await ada.call('GET', `/accounts/${long}/payments`);
    const body = expectContractError(res, 400);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toHaveProperty('account');
    expect(res.body).not.toContain(long);
  });

  it('a malformed URL (bad percent-encoding) is a 400 in the contract shape with the security headers', async () => {
    const { app } = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/accounts/%E0%A4%A/payments' });
    expect(expectContractError(res, 400).code).toBe('validation_failed');
  });

  it('a currency the bank does not trade is 422 for the indicative rates and the rate history (declared; the tour checks it through Prism)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    expect(
      expectContractError(await ada.call('GET', '/resources/fx-rates?base=XYZ'), 422).errors,
    ).toHaveProperty('base');
    const history = await ada.call(
      'GET',
      '/accounts/org_northwind/bank-accounts/ba_northwind_ops/fx/rates?sell_currency=GBP&buy_currency=XYZ',
    );
    expectContractError(history, 422);
  });

  it('requests that break the contract count against the general limit, like any other', async () => {
    const { app } = await testApp({ rateLimitPerMinute: 5 });
    const ada = await signedIn(app);
    const remaining: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const invalid = await ada.call('GET', '/accounts/org_northwind/payments?per_page=many');
      expect(invalid.statusCode).toBe(400);
      remaining.push(invalid.headers['ratelimit-remaining'] as string | undefined);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const valid = await ada.call('GET', '/user/current');
    expect(valid.statusCode).toBe(429);
    expect(JSON.parse(valid.body)).toMatchObject({ code: 'rate_limited' });
    // An unknown endpoint counts too.
    expect((await ada.call('GET', '/no-such-endpoint')).statusCode).toBe(429);
  });

  it('control endpoints refuse a request from another site: a page a developer visits cannot reset the bank', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    for (const [url, headers] of [
      ['/__mock/reset', { origin: 'https://attacker.example' }],
      ['/__mock/sessions/expire', { origin: 'https://attacker.example' }],
      ['/__mock/reset', { 'sec-fetch-site': 'cross-site' }],
      ['/__mock/clock', { origin: 'null' }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: { ...headers } });
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'cross_site_refused' });
    }
    // Nothing was reset: ada's session still answers.
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
    // Tools, tests and the bank's own origin still can.
    const own = await app.inject({
      method: 'POST',
      url: '/__mock/sessions/expire',
      headers: { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' },
    });
    expect(own.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect((await new Client(app).call('GET', '/auth/xsrf')).statusCode).toBe(204);
  });
});
