import { describe, expect, it } from 'vitest';
import { Client, testApp } from './test-app.js';

describe('the typed client over app.inject', () => {
  it('answers a bodiless 204 and keeps every Set-Cookie of it in the session', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const xsrf = await client.api.GET('/auth/xsrf');
    expect(xsrf.response.status).toBe(204);
    expect(xsrf.data).toBeUndefined();
    const names = xsrf.response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf('=')));
    expect(names.sort()).toEqual(['XSRF-TOKEN', 'portal_sid']);
    expect(client.cookies['XSRF-TOKEN']).toBeTruthy();
  });

  it('echoes the XSRF token on a POST, then sends the bearer token it was given', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const login = await client.api.POST('/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    expect(login.response.status).toBe(200);
    const session = login.data?.data;
    client.token = session?.status === 'authenticated' ? session.access_token : null;
    const me = await client.api.GET('/user/current');
    expect(me.data?.data.email).toBe('ada@northwind.test');
    const unread = await client.api.GET('/user/notifications', { params: { query: { status: 'unread' } } });
    expect(unread.data?.data.length).toBeGreaterThan(0);
    expect(unread.data?.data.every((n) => n.read_at === null)).toBe(true);
  });
});
