import { describe, expect, it } from 'vitest';
import { Client, signedIn, testApp } from '../support/test-app.js';

describe('auth over HTTP', () => {
  it('signs in, rotates the anti-forgery session, and answers the current user', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    await client.xsrf();
    const anonymousSid = client.cookies.portal_sid;
    const res = await client.login('ada@northwind.test', 'Northwind#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'authenticated', token_type: 'Bearer', expires_in: 300 });
    expect(client.cookies.portal_refresh).toBeTruthy();
    expect(client.cookies.portal_sid).not.toBe(anonymousSid);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /portal_refresh=[^;]+; Path=\/api\/v1\/auth; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict/,
    );
    const me = await client.call('GET', '/user/current');
    expect(me.json().data.email).toBe('ada@northwind.test');
  });

  it('answers the same 401 for an unknown address and a wrong password, then 429 on the sixth try', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const unknown = await client.login('nobody@northwind.test', 'Whatever#2026');
    const wrong = await client.login('ada@northwind.test', 'Wrong#2026');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', attempts_remaining: 4 });
    for (let i = 0; i < 4; i++) await client.login('ada@northwind.test', 'Wrong#2026');
    const sixth = await client.login('ada@northwind.test', 'Northwind#2026');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    expect(sixth.json().retry_after).toBe(Number(sixth.headers['retry-after']));
  });

  it('refuses state-changing calls without a matching XSRF token or from another site (403)', async () => {
    const { app } = await testApp();
    const client = await signedIn(app);
    const missing = await client.call('POST', '/user/notifications/read-all', { xsrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('xsrf_mismatch');
    const mismatched = await client.call('POST', '/user/notifications/read-all', {
      xsrf: false,
      headers: { 'x-xsrf-token': 'forged.value' },
    });
    expect(mismatched.statusCode).toBe(403);
    // A token signed for another session id does not pass either.
    const other = new Client(app);
    await other.xsrf();
    const stolen = await client.call('POST', '/user/notifications/read-all', {
      xsrf: false,
      headers: { 'x-xsrf-token': other.cookies['XSRF-TOKEN'] ?? '' },
    });
    expect(stolen.statusCode).toBe(403);
    const crossSite = await client.call('POST', '/user/notifications/read-all', {
      headers: { origin: 'https://evil.test' },
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchSite = await client.call('POST', '/user/notifications/read-all', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const ok = await client.call('POST', '/user/notifications/read-all', {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('verifies a TOTP code once: a replayed code is refused', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const first = await client.login('grace@northwind.test', 'Northwind#2026');
    expect(first.json().data.status).toBe('two_factor_required');
    const code = (await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test' })).json().code;
    const ok = await client.api.POST('/auth/2fa/verify-code', {
      body: { challenge_ref: first.json().data.challenge_ref, code },
    });
    expect(ok.response.status).toBe(200);
    const again = new Client(app);
    const second = await again.login('grace@northwind.test', 'Northwind#2026');
    const replay = await again.api.POST('/auth/2fa/verify-code', {
      body: { challenge_ref: second.json().data.challenge_ref, code },
    });
    expect(replay.response.status).toBe(401);
    expect(replay.error?.code).toBe('two_factor_invalid');
  });

  it('locks a 2FA challenge after five wrong codes (429)', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const first = await client.login('grace@northwind.test', 'Northwind#2026');
    const challenge_ref = first.json().data.challenge_ref;
    const verify = () =>
      client.api.POST('/auth/2fa/verify-code', { body: { challenge_ref, code: '000000' } });
    for (let i = 0; i < 5; i++) expect((await verify()).response.status).toBe(401);
    const locked = await verify();
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get('retry-after')).not.toBeNull();
  });

  it('honours the just-rotated refresh token once within 10 s (two tabs racing), then revokes on reuse', async () => {
    const { app } = await testApp();
    const tabA = await signedIn(app);
    const original = tabA.cookies.portal_refresh ?? '';
    const tabB = new Client(app);
    tabB.cookies = { ...tabA.cookies };
    expect((await tabA.call('POST', '/auth/refresh', { auth: false })).statusCode).toBe(200);
    const rotated = tabA.cookies.portal_refresh;
    expect(rotated).not.toBe(original);
    const racing = await tabB.call('POST', '/auth/refresh', { auth: false });
    expect(racing.statusCode).toBe(200);
    expect(tabB.cookies.portal_refresh).toBe(rotated);
    const attacker = new Client(app);
    attacker.cookies = { ...tabA.cookies, portal_refresh: original };
    expect((await attacker.call('POST', '/auth/refresh', { auth: false })).statusCode).toBe(401);
    expect((await tabA.call('POST', '/auth/refresh', { auth: false })).statusCode).toBe(401);
  });

  it('a rotated refresh token replayed after the grace window revokes the whole family', async () => {
    const { app, bank } = await testApp();
    const client = await signedIn(app);
    const original = client.cookies.portal_refresh ?? '';
    expect((await client.call('POST', '/auth/refresh', { auth: false })).statusCode).toBe(200);
    client.token = null;
    const fresh = await client.call('POST', '/auth/refresh', { auth: false });
    client.token = fresh.json().data.access_token;
    bank.clock.advance(11_000);
    const attacker = new Client(app);
    attacker.cookies = { ...client.cookies, portal_refresh: original };
    const replay = await attacker.call('POST', '/auth/refresh', { auth: false });
    expect(replay.statusCode).toBe(401);
    expect((await client.call('POST', '/auth/refresh', { auth: false })).statusCode).toBe(401);
    expect((await client.call('GET', '/user/current')).statusCode).toBe(401);
  });

  it('logout revokes the refresh family and clears the cookie', async () => {
    const { app } = await testApp();
    const client = await signedIn(app);
    const refresh = client.cookies.portal_refresh ?? '';
    const out = await client.call('POST', '/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(client.cookies.portal_refresh).toBeUndefined();
    client.cookies.portal_refresh = refresh;
    expect((await client.call('POST', '/auth/refresh', { auth: false })).statusCode).toBe(401);
  });

  it('expires access tokens with the control endpoint; refresh still works', async () => {
    const { app } = await testApp();
    const client = await signedIn(app);
    expect(
      (await app.inject({ method: 'POST', url: '/__mock/sessions/expire' })).json().expired,
    ).toBeGreaterThan(0);
    expect((await client.call('GET', '/user/current')).statusCode).toBe(401);
    const r = await client.call('POST', '/auth/refresh', { auth: false });
    client.token = r.json().data.access_token;
    expect((await client.call('GET', '/user/current')).statusCode).toBe(200);
  });

  it('runs forgot → outbox link → reset (single use) → login with the new password', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const forgot = await client.api.POST('/auth/password/forgot', { body: { email: 'ada@northwind.test' } });
    const unknown = await client.api.POST('/auth/password/forgot', { body: { email: 'x@northwind.test' } });
    expect(forgot.response.status).toBe(202);
    expect(unknown.data).toEqual(forgot.data);
    const mail = (await app.inject({ method: 'GET', url: '/__mock/outbox?to=ada@northwind.test' })).json()
      .data[0];
    expect(mail.link).toContain('/reset-password?token=');
    const reset = (password: string, password_confirmation = password) =>
      client.api.POST('/auth/password/reset', {
        body: { token: mail.token, password, password_confirmation },
      });
    const weak = await reset('short');
    expect(weak.response.status).toBe(422);
    expect(weak.error?.errors?.password).toContain('Must be at least 8 characters long');
    const common = await reset('Password1!');
    expect(common.error?.errors?.password).toEqual([expect.stringMatching(/too common/)]);
    expect((await reset('Harbour#Lights9')).response.status).toBe(200);
    const reused = await reset('Harbour#Lights9');
    expect(reused.response.status).toBe(422);
    expect(reused.error?.errors?.token).toBeDefined();
    expect((await client.login('ada@northwind.test', 'Harbour#Lights9')).statusCode).toBe(200);
  });

  it('checks a reset link before the password is typed, without spending it (rule AUTH-10)', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const check = (token: string) => client.api.POST('/auth/password/reset/check', { body: { token } });
    await client.api.POST('/auth/password/forgot', { body: { email: 'ada@northwind.test' } });
    const outbox = async () =>
      (await app.inject({ method: 'GET', url: '/__mock/outbox?to=ada@northwind.test' })).json().data[0];
    const first = await outbox();
    const ok = await check(first.token);
    expect(ok.data?.data.email).toBe('ada@northwind.test');
    expect(Date.parse(ok.data?.data.expires_at ?? '')).toBeGreaterThan(Date.parse('2026-03-10T10:00:00Z'));
    // Checked twice, still usable: the check spends nothing.
    expect((await check(first.token)).response.status).toBe(200);
    const unknown = await check('tokenthatdoesnotexist00');
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    // A newer link replaces the first.
    await client.api.POST('/auth/password/forgot', { body: { email: 'ada@northwind.test' } });
    expect((await check(first.token)).response.status).toBe(410);
    const second = await outbox();
    await client.api.POST('/auth/password/reset', {
      body: { token: second.token, password: 'Harbour#Lights9', password_confirmation: 'Harbour#Lights9' },
    });
    expect((await check(second.token)).response.status).toBe(410);
  });

  it('forgot password: a known and an unknown address get the same answer; only the known one gets an email', async () => {
    const { app } = await testApp();
    const outbox = async (to?: string) =>
      (await app.inject({ method: 'GET', url: `/__mock/outbox${to ? `?to=${to}` : ''}` })).json().data as {
        to: string;
        kind: string;
      }[];
    const before = (await outbox()).length;
    // Two clients, so each starts with the same per-client quota in its RateLimit-* headers.
    const forgot = (ip: string, email: string) =>
      new Client(app, ip).call('POST', '/auth/password/forgot', { body: { email } });
    const known = await forgot('10.9.0.1', 'ada@northwind.test');
    const unknown = await forgot('10.9.0.2', 'nobody@northwind.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const sameHeaders = (res: typeof known) => {
      const { date: _date, ...rest } = res.headers;
      return rest;
    };
    expect(sameHeaders(unknown)).toEqual(sameHeaders(known));
    expect(await outbox('nobody@northwind.test')).toEqual([]);
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ to: 'ada@northwind.test', kind: 'password_reset' });
  });

  it('accepts the seeded invitation and signs the invitee in', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const mail = (await app.inject({ method: 'GET', url: '/__mock/outbox?to=invitee@northwind.test' })).json()
      .data[0];
    const lookup = await client.api.POST('/auth/invitation/lookup', { body: { token: mail.token } });
    expect(lookup.data?.data).toMatchObject({
      organization_name: 'Northwind Trading Ltd',
      invited_by_name: 'Ada Lovelace',
      role: 'member',
      first_name: null,
      last_name: null,
    });
    const accept = await client.api.POST('/auth/invitation/accept', {
      body: {
        token: mail.token,
        first_name: '  Imogen ',
        last_name: 'Hartley-Ó Briain',
        password: 'Invitee#2026x',
        password_confirmation: 'Invitee#2026x',
      },
    });
    expect(accept.response.status).toBe(200);
    client.token = accept.data?.data.access_token ?? null;
    const current = (await client.call('GET', '/user/current')).json().data;
    expect(current.organization_accounts[0].ref).toBe('org_northwind');
    expect(current.name).toBe('Imogen Hartley-Ó Briain');
    expect((await client.call('GET', '/user/show')).json().data).toMatchObject({
      first_name: 'Imogen',
      last_name: 'Hartley-Ó Briain',
    });
    const again = await client.api.POST('/auth/invitation/lookup', { body: { token: mail.token } });
    expect(again.response.status).toBe(410);
    const unknown = await client.api.POST('/auth/invitation/lookup', {
      body: { token: 'inv_doesnotexist00000000' },
    });
    expect(unknown.response.status).toBe(404);
  });

  it("refuses an invitee's blank or too long name with 422 field errors, and spends nothing", async () => {
    const { app, bank } = await testApp();
    const client = new Client(app);
    const mail = (await app.inject({ method: 'GET', url: '/__mock/outbox?to=invitee@northwind.test' })).json()
      .data[0];
    const accept = (names: { first_name: string; last_name: string }) =>
      client.api.POST('/auth/invitation/accept', {
        body: {
          token: mail.token,
          ...names,
          password: 'Invitee#2026x',
          password_confirmation: 'Invitee#2026x',
        },
      });
    const blank = await accept({ first_name: '   ', last_name: '' });
    expect(blank.response.status).toBe(422);
    expect(blank.error?.errors).toEqual({
      first_name: ['Enter your first name.'],
      last_name: ['Enter your last name.'],
    });
    const long = await accept({ first_name: 'Imogen', last_name: 'x'.repeat(101) });
    expect(long.response.status).toBe(422);
    expect(long.error?.errors).toEqual({ last_name: ['Your last name can have at most 100 characters.'] });
    // Control characters are outside the contract: its 400.
    const control = await accept({ first_name: 'Imo\u0007gen', last_name: 'Hartley' });
    expect(control.response.status).toBe(400);
    expect(Object.keys(control.error?.errors ?? {})).toEqual(['first_name']);
    // The contract needs both names: one left out is the contract's 400.
    const missing = await client.call('POST', '/auth/invitation/accept', {
      body: { token: mail.token, password: 'Invitee#2026x', password_confirmation: 'Invitee#2026x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['first_name', 'last_name']));
    expect([...bank.store.users.values()].some((u) => u.email === 'invitee@northwind.test')).toBe(false);
    expect((await accept({ first_name: 'Imogen', last_name: 'x'.repeat(100) })).response.status).toBe(200);
  });

  it("prefills the invitee's name when the inviter gave one", async () => {
    const { app, bank } = await testApp();
    const client = new Client(app);
    const mail = (await app.inject({ method: 'GET', url: '/__mock/outbox?to=invitee@northwind.test' })).json()
      .data[0];
    const invitation = bank.store.invitations.get(mail.token);
    if (!invitation) throw new Error('seeded invitation missing');
    invitation.firstName = 'Imogen';
    invitation.lastName = 'Hartley';
    const lookup = await client.api.POST('/auth/invitation/lookup', { body: { token: mail.token } });
    expect(lookup.data?.data).toMatchObject({ first_name: 'Imogen', last_name: 'Hartley' });
  });

  it('first-time user sets a password once', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    await client.login('new@northwind.test', 'Welcome#2026');
    expect((await client.call('GET', '/user/current')).json().data.password_setup_at).toBeNull();
    const body = { password: 'Fresh#Start2026', password_confirmation: 'Fresh#Start2026' };
    const set = await client.api.POST('/auth/password/setup', { body });
    expect(set.response.status).toBe(200);
    expect(set.data?.data.password_setup_at).not.toBeNull();
    expect((await client.api.POST('/auth/password/setup', { body })).response.status).toBe(409);
  });

  it('sets up and disables two-factor authentication', async () => {
    const { app } = await testApp();
    const client = await signedIn(app);
    const start = await client.api.POST('/auth/2fa/setup/start');
    expect(start.response.status).toBe(200);
    expect(start.data?.data.qr_code).toMatch(/^data:image\/png;base64,/);
    const code = (await app.inject({ method: 'GET', url: '/__mock/totp/ada@northwind.test' })).json().code;
    const complete = (code: string) => client.api.POST('/auth/2fa/setup/complete', { body: { code } });
    expect((await complete('000000')).response.status).toBe(422);
    const done = await complete(code);
    expect(done.data?.data.two_factor_enabled).toBe(true);
    expect((await client.api.POST('/auth/2fa/setup/start')).response.status).toBe(409);
    const next = (await app.inject({ method: 'GET', url: '/__mock/totp/ada@northwind.test?offset=1' })).json()
      .code;
    const off = await client.api.POST('/auth/2fa/disable', {
      body: { password: 'Northwind#2026', code: next },
    });
    expect(off.data?.data.two_factor_enabled).toBe(false);
  });
});
