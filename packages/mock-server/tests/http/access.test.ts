import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPS_PATH, signedIn, testApp } from '../support/test-app.js';

const GLOBEX = '/accounts/org_globex/bank-accounts/ba_globex_main';
const GLOBEX_PATH = { account: 'org_globex', bankAccount: 'ba_globex_main' };

describe('authorization by organization membership (404, never 403)', () => {
  it("hides another organization's account, bank account, balance, payment, recipient and quote", async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const hank = await signedIn(app, 'hank');
    const globexPayment = [...bank.store.payments.values()].find((p) => p.orgRef === 'org_globex')?.ref;
    const globexRecipient = [...bank.store.recipients.values()].find((r) => r.orgRef === 'org_globex')?.ref;
    const quote = await hank.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote', {
      params: { path: GLOBEX_PATH },
      body: { sell_currency: 'USD', buy_currency: 'GBP', sell_amount: '100.00' },
    });
    expect(quote.response.status).toBe(201);
    const quoteRef = quote.data?.data.ref ?? '';
    const paths = [
      `${GLOBEX}/balances`,
      `${GLOBEX}/balances/bal_globex_main_usd`,
      `${GLOBEX}/payments`,
      `${GLOBEX}/payments/${globexPayment}`,
      '/accounts/org_globex/transactions',
      '/accounts/org_globex/recipients',
      `/accounts/org_globex/recipients/${globexRecipient}`,
      `/accounts/org_northwind/recipients/${globexRecipient}`,
      `/accounts/org_northwind/bank-accounts/ba_globex_main/balances`,
      `/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments/${globexPayment}`,
      '/accounts/org_doesnotexist/transactions',
    ];
    for (const path of paths) {
      const res = await ada.call('GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBeTypeOf('string');
    }
    const exec = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/execute-quote', {
      params: { path: OPS_PATH, header: { 'Idempotency-Key': randomUUID() } },
      body: { quote_ref: quoteRef },
    });
    expect(exec.response.status).toBe(404);
    const pay = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: GLOBEX_PATH, header: { 'Idempotency-Key': randomUUID() } },
      body: {
        recipient_ref: globexRecipient ?? '',
        amount: '1.00',
        currency: 'USD',
        reason_code: 'SUPP',
        reference: 'X',
      },
    });
    expect(pay.response.status).toBe(404);
    const del = await ada.call('DELETE', `/accounts/org_globex/recipients/${globexRecipient}`);
    expect(del.statusCode).toBe(404);
    // Ada belongs to Acme as well; Grace does not.
    expect((await ada.call('GET', '/accounts/org_acme/bank-accounts/ba_acme_main/balances')).statusCode).toBe(
      200,
    );
    const grace = await signedIn(app, 'grace');
    expect(
      (await grace.call('GET', '/accounts/org_acme/bank-accounts/ba_acme_main/balances')).statusCode,
    ).toBe(404);
  });

  it('needs a bearer token (401 in the error shape)', async () => {
    const { app } = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/user/current' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    expect(res.headers['cache-control']).toBe('no-store');
    const bogus = await app.inject({
      method: 'GET',
      url: '/api/v1/user/current',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bogus.statusCode).toBe(401);
  });

  it('answers contract violations with 400 and field errors, unknown routes with 404, bad JSON with 400', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const bad = await ada.call('GET', '/accounts/org_northwind/transactions?per_page=7&type=gift');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'type']);
    const badRef = await ada.call('GET', '/accounts/not-a-ref/transactions');
    expect(badRef.statusCode).toBe(400);
    const unknown = await ada.call('GET', '/no/such/thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTypeOf('string');
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.body).toBeDefined();
    const extra = await ada.call('PATCH', '/user/show', { body: { first_name: 'Ada', is_admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.is_admin).toBeDefined();
  });

  it('updates the profile with server-side rules', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const ok = await ada.api.PATCH('/user/show', { body: { job_title: 'CFO', phone: '+447700900456' } });
    expect(ok.data?.data).toMatchObject({ job_title: 'CFO', phone: '+447700900456' });
    const bad = await ada.api.PATCH('/user/show', { body: { phone: '12345' } });
    expect(bad.response.status).toBe(400);
  });

  it('applies injected faults to the next N calls', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const fault = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { path: '/api/v1/user/current', status: 503, count: 2 },
    });
    expect(fault.statusCode).toBe(201);
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(503);
    expect((await ada.call('GET', '/user/current')).json().code).toBe('injected_fault');
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
  });

  it('resets to the seed and moves the clock', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    await ada.call('POST', '/user/notifications/read-all');
    const clock = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { advance_ms: 3_600_000 },
    });
    expect(Date.parse(clock.json().now)).toBe(Date.parse('2026-03-10T11:00:00Z'));
    const bad = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: -5 } });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(bank.clock.now()).toBe(Date.parse('2026-03-10T10:00:00Z'));
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(401);
  });
});

describe('control switch', () => {
  it('serves no /__mock routes when control is off', async () => {
    const { buildApp } = await import('../../src/http/app.js');
    const { app } = await buildApp({ control: false, rateLimitMax: 0 });
    const res = await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  // Speed is the bench's business (bench/, docs/performance.md); this checks the paging itself.
  it('pages a 10,000-row transaction list exactly: the right rows in order, a short last page, then none', async () => {
    const { app, bank } = await testApp({ extraTransactions: 10_000 });
    const ada = await signedIn(app);
    const expected = [...(bank.store.transactions.get('ba_northwind_ops') ?? [])]
      .sort((a, b) => b.bookedAt - a.bookedAt || b.seq - a.seq)
      .map((t) => t.ref);
    expect(expected.length).toBeGreaterThan(10_000);
    const page = async (n: number) =>
      (
        await ada.call(
          'GET',
          `/accounts/org_northwind/transactions?bank_account=ba_northwind_ops&per_page=100&page=${n}`,
        )
      ).json() as { data: { ref: string; booked_at: string }[]; meta: Record<string, number> };
    const fifty = await page(50);
    expect(fifty.meta).toEqual({ total: expected.length, page: 50, per_page: 100 });
    expect(fifty.data.map((t) => t.ref)).toEqual(expected.slice(4900, 5000));
    const times = fifty.data.map((t) => Date.parse(t.booked_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const lastNumber = Math.ceil(expected.length / 100);
    const last = await page(lastNumber);
    expect(last.data.map((t) => t.ref)).toEqual(expected.slice((lastNumber - 1) * 100));
    expect(last.data.length).toBe(expected.length - (lastNumber - 1) * 100);
    const beyond = await page(lastNumber + 1);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(expected.length);
  });
});
