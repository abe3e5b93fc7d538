import { describe, expect, it } from 'vitest';
import { testApp } from '../../tests/support/test-app.js';
import { buildApp } from './app.js';
import { configFromEnv } from './env.js';

const REBIND = 'rebind.evil.example:4000';

describe('the names the bank is served as (DNS rebinding)', () => {
  it('refuses a control request and a code read for a foreign Host, even with a matching Origin (rule API-12)', async () => {
    const { app } = await testApp();
    const headers = { host: REBIND, origin: `http://${REBIND}` };
    const reset = await app.inject({ method: 'POST', url: '/__mock/reset', headers });
    expect(reset.statusCode).toBe(421);
    expect(reset.json()).toEqual({
      message:
        'This bank is not served as rebind.evil.example: add the name to MOCK_ALLOWED_HOSTS to use it.',
      code: 'host_not_allowed',
    });
    expect(reset.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reset.headers['x-content-type-options']).toBe('nosniff');
    expect(reset.headers['cache-control']).toBe('no-store');
    const code = await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test', headers });
    expect(code.statusCode).toBe(421);
    expect(code.body).not.toMatch(/\d{6}/);
    const page = await app.inject({ method: 'GET', url: '/__mock/', headers });
    expect(page.statusCode).toBe(421);
  });

  it('refuses the API for a foreign Host too, before it signs anyone in', async () => {
    const { app, bank } = await testApp();
    const before = bank.store.refreshFamilies.size;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: REBIND, origin: `http://${REBIND}` },
      payload: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    expect(login.statusCode).toBe(421);
    expect(bank.store.refreshFamilies.size).toBe(before);
  });

  it('answers loopback names on any port, and the names it is configured with', async () => {
    const { app } = await testApp();
    for (const host of ['127.0.0.1:4000', 'localhost:5173', '[::1]:4000', 'LOCALHOST', '127.0.0.1']) {
      const res = await app.inject({ method: 'GET', url: '/__mock/clock', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    const named = await buildApp({ allowedHosts: ['bank.dev.example'], rateLimitMax: 0 });
    const ok = await named.app.inject({
      method: 'GET',
      url: '/__mock/clock',
      headers: { host: 'bank.dev.example:4000' },
    });
    expect(ok.statusCode).toBe(200);
    const other = await named.app.inject({
      method: 'GET',
      url: '/__mock/clock',
      headers: { host: 'bank.dev.example.evil:4000' },
    });
    expect(other.statusCode).toBe(421);
  });

  it('takes MOCK_ALLOWED_HOSTS and the address MOCK_HOST binds, never a wildcard address', () => {
    expect(configFromEnv({ MOCK_ALLOWED_HOSTS: 'bank.dev.example, other.example' }).allowedHosts).toEqual([
      'bank.dev.example',
      'other.example',
      '127.0.0.1',
    ]);
    expect(configFromEnv({ MOCK_HOST: '0.0.0.0' }).allowedHosts).toEqual([]);
    expect(configFromEnv({ MOCK_HOST: '192.168.1.20' }).allowedHosts).toEqual(['192.168.1.20']);
    expect(configFromEnv({ MOCK_HOST: '::1' }).allowedHosts).toEqual(['[::1]']);
  });
});
