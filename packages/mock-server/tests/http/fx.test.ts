import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, signedIn, TREASURY, testApp } from '../support/test-app.js';

type S = components['schemas'];
const TREASURY_PATH = { account: 'org_northwind', bankAccount: 'ba_northwind_treasury' };

const requestQuote = (client: Client, body: S['FxQuoteRequest']) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote', {
    params: { path: TREASURY_PATH },
    body,
  });
/** An EUR → CHF quote by sell or buy amount, which must be given. */
async function quote(client: Client, amount: { sell_amount: string } | { buy_amount: string }) {
  const { data, error } = await requestQuote(client, {
    sell_currency: 'EUR',
    buy_currency: 'CHF',
    ...amount,
  });
  if (!data) throw new Error(`no quote: ${error?.message}`);
  return data.data;
}
const execute = (client: Client, body: S['FxExecuteRequest'], key = randomUUID()) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/execute-quote', {
    params: { path: TREASURY_PATH, header: { 'Idempotency-Key': key } },
    body,
  });
const minor = (s: string): bigint => BigInt(s.replace('.', ''));

describe('FX over HTTP', () => {
  it('quotes, executes once, and moves both balances by exactly the quoted amounts', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const balances = async () =>
      Object.fromEntries(
        (await ada.call('GET', `${TREASURY}/balances`))
          .json()
          .data.map((b: { currency: string; current: string }) => [b.currency, b.current]),
      );
    const before = await balances();
    const q = await quote(ada, { sell_amount: '1000.00' });
    // 0.125% of 1,000.00 EUR, in the sell currency, on top of the sell amount.
    expect(q).toMatchObject({
      status: 'active',
      sell_amount: '1000.00',
      fee: '1.25',
      fee_currency: 'EUR',
      requires_two_factor: false,
    });
    expect(Date.parse(q.expires_at) - Date.parse(q.server_time)).toBe(30_000);
    const key = randomUUID();
    const trade = await execute(ada, { quote_ref: q.ref }, key);
    expect(trade.response.status).toBe(201);
    expect(trade.data?.data).toMatchObject({
      quote_ref: q.ref,
      sell_amount: q.sell_amount,
      buy_amount: q.buy_amount,
      fee: q.fee,
      fee_currency: 'EUR',
      status: 'completed',
    });
    const after = await balances();
    expect(minor(after.EUR)).toBe(minor(before.EUR) - minor(q.sell_amount) - minor(q.fee));
    expect(minor(after.CHF)).toBe(minor(before.CHF) + minor(q.buy_amount));
    const newest = (await ada.call('GET', '/user/notifications?per_page=10')).json().data[0];
    const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');
    expect(newest).toMatchObject({
      type: 'fx_trade',
      title: 'Currency exchanged',
      body: `You sold 1,000.00 EUR for ${grouped(q.buy_amount)} CHF, with a fee of 1.25 EUR.`,
    });
    const replay = await execute(ada, { quote_ref: q.ref }, key);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    const executed = await execute(ada, { quote_ref: q.ref });
    expect(executed.response.status).toBe(409);
    expect(executed.error?.code).toBe('quote_already_executed');
  });

  it('quotes by buy amount in minor units and refuses an expired quote (410)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const q = await quote(ada, { buy_amount: '2500.00' });
    expect(q.buy_amount).toBe('2500.00');
    bank.clock.advance(30_001);
    const expired = await execute(ada, { quote_ref: q.ref });
    expect(expired.response.status).toBe(410);
    expect(expired.error?.code).toBe('quote_expired');
  });

  it('refuses execution outside the cut-off window with the reopening time', async () => {
    const { app, bank } = await testApp();
    bank.clock.set(Date.parse('2026-03-13T18:00:00Z'));
    const ada = await signedIn(app);
    const q = await quote(ada, { sell_amount: '10.00' });
    const res = await execute(ada, { quote_ref: q.ref });
    expect(res.response.status).toBe(422);
    expect(res.error?.code).toBe('outside_cutoff_window');
    expect(res.error?.message).toContain('Monday 07:00');
    const check = (await ada.call('GET', `${TREASURY}/fx/check-cuttoff-time`)).json().data;
    expect(check).toMatchObject({
      within_window: false,
      closes_at: null,
      next_open_at: '2026-03-16T07:00:00.000Z',
    });
  });

  it('asks 2FA users for a code bound to the quote', async () => {
    const { app } = await testApp();
    const grace = await signedIn(app, 'grace');
    const q = await quote(grace, { sell_amount: '10.00' });
    expect(q.requires_two_factor).toBe(true);
    const missing = await execute(grace, { quote_ref: q.ref });
    expect(missing.error?.code).toBe('two_factor_required');
    const code = (
      await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test?offset=1' })
    ).json().code;
    const ok = await execute(grace, { quote_ref: q.ref, two_factor_code: code });
    expect(ok.response.status).toBe(201);
  });

  it('binds a 2FA code to the quote it executes: a spent code does not execute another quote', async () => {
    const { app, bank } = await testApp();
    const grace = await signedIn(app, 'grace');
    bank.clock.advance(30_000); // past the time step of the sign-in code
    const code = async (offset: number) =>
      (await app.inject({ method: 'GET', url: `/__mock/totp/grace@northwind.test?offset=${offset}` })).json()
        .code as string;
    const first = await quote(grace, { sell_amount: '10.00' });
    const second = await quote(grace, { sell_amount: '20.00' });
    const spent = await code(0);
    expect((await execute(grace, { quote_ref: first.ref, two_factor_code: spent })).response.status).toBe(
      201,
    );
    const reused = await execute(grace, { quote_ref: second.ref, two_factor_code: spent });
    expect(reused.response.status).toBe(422);
    expect(reused.error).toMatchObject({
      code: 'two_factor_invalid',
      errors: { two_factor_code: [expect.any(String)] },
    });
    expect(bank.store.fxQuotes.get(second.ref)?.executedTradeRef).toBeNull();
    const fresh = await execute(grace, { quote_ref: second.ref, two_factor_code: await code(1) });
    expect(fresh.response.status).toBe(201);
    expect(fresh.data?.data).toMatchObject({ quote_ref: second.ref, sell_amount: '20.00' });
  });

  it("executes only the user's own quote: a colleague's quote is not found, and spends no code", async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    const adas = await quote(ada, { sell_amount: '10.00' });
    const code = (
      await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test?offset=1' })
    ).json().code as string;
    const res = await execute(grace, { quote_ref: adas.ref, two_factor_code: code });
    expect(res.response.status).toBe(404);
    expect(res.error?.code).toBe('not_found');
    expect(bank.store.fxQuotes.get(adas.ref)?.executedTradeRef).toBeNull();
    // The code was not spent on the refused quote: it still executes Grace's own.
    const own = await quote(grace, { sell_amount: '10.00' });
    expect((await execute(grace, { quote_ref: own.ref, two_factor_code: code })).response.status).toBe(201);
  });

  it('locks a quote after five wrong codes (429), even for the right code', async () => {
    const { app } = await testApp();
    const grace = await signedIn(app, 'grace');
    const q = await quote(grace, { sell_amount: '10.00' });
    for (let i = 0; i < 5; i++) {
      const wrong = await execute(grace, { quote_ref: q.ref, two_factor_code: '000000' });
      expect(wrong.error?.code).toBe('two_factor_invalid');
    }
    const right = (
      await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test?offset=1' })
    ).json().code as string;
    const locked = await execute(grace, { quote_ref: q.ref, two_factor_code: right });
    expect(locked.response.status).toBe(429);
    expect(locked.error?.code).toBe('rate_limited');
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an amount above the balance and a currency the account does not hold', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const q = await quote(ada, { sell_amount: '900000000.00' });
    expect((await execute(ada, { quote_ref: q.ref })).error?.code).toBe('insufficient_funds');
    const gbp = await requestQuote(ada, { sell_currency: 'GBP', buy_currency: 'CHF', sell_amount: '10.00' });
    expect(gbp.response.status).toBe(422);
    expect(gbp.error?.errors?.sell_currency).toBeDefined();
  });

  it('serves rate history and indicative rates', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const hist = await ada.call('GET', `${TREASURY}/fx/rates?sell_currency=EUR&buy_currency=JPY&hours=24`);
    expect(hist.json().data.length).toBe(24 * 4 + 1); // one point every 15 minutes, both ends included
    const rates = (await ada.call('GET', '/resources/fx-rates?base=GBP')).json().data;
    expect(rates.rates.GBP).toBe('1');
    expect(Number(rates.rates.USD)).toBeGreaterThan(1);
  });
});
