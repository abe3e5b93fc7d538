import { describe, expect, it } from 'vitest';
import { testApp } from '../support/test-app.js';

const PORTAL = 'https://portal.bank.example';

describe('a portal on another origin (MOCK_ALLOWED_ORIGINS), over HTTP', () => {
  it('answers the preflight of an allowed origin with credentials and the headers the client sends', async () => {
    const { app } = await testApp({ allowedOrigins: [PORTAL] });
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-xsrf-token');
  });

  it('signs in from the allowed origin, exposing the rate-limit headers; another origin gets no CORS grant and is refused', async () => {
    const { app } = await testApp({ allowedOrigins: [PORTAL] });
    const xsrf = await app.inject({ method: 'GET', url: '/api/v1/auth/xsrf', headers: { origin: PORTAL } });
    expect(xsrf.headers['access-control-allow-origin']).toBe(PORTAL);
    const cookies = Object.fromEntries(xsrf.cookies.map((c) => [c.name, c.value]));
    const login = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { origin, 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
        cookies,
        payload: { email: 'ada@northwind.test', password: 'Northwind#2026' },
      });
    const allowed = await login(PORTAL);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('ratelimit-remaining');
    const foreign = await login('https://attacker.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.statusCode).toBe(403);
  });
});
