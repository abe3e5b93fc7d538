import { describe, expect, it } from 'vitest';
import { signedIn, testApp } from '../../tests/support/test-app.js';
import { buildApp } from './app.js';

/** The API's policy allows nothing at all, spelt as helmet writes it (no space after the semicolons). */
const API_CONTENT_SECURITY_POLICY =
  "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toBe(API_CONTENT_SECURITY_POLICY);
  expect(csp, what).not.toContain('unsafe-inline');
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cache-control'], what).toBe('no-store');
}

describe('security headers on every answer of the mock bank', () => {
  it('sends the strict API policy and the security headers on success, error, 404 and control answers', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const answers = {
      'GET balances (200)': await ada.call(
        'GET',
        '/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances',
      ),
      'GET xsrf (204)': await app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' }),
      'unknown route (404)': await app.inject({ method: 'GET', url: '/api/v1/nope' }),
      'no token (401)': await app.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      'invalid JSON (400)': await ada.call('POST', '/auth/login', {
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
      'control endpoint': await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test' }),
    };
    for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res.headers, what);
    await app.close();
  });

  it('keeps the headers on a rate-limited answer (429)', async () => {
    const { app } = await buildApp({ rateLimitMax: 1 });
    await app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    const limited = await app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited.headers, '429');
    await app.close();
  });
});
