import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, TREASURY, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
type Json = Record<string, unknown>;
type Balance = { currency: string; current: string; available: string };
type Txn = {
  ref: string;
  type: string;
  direction: string;
  amount: string;
  currency: string;
  status: string;
  payment_ref: string | null;
};

const simulate = (app: FastifyInstance, what: string, payload: Json) =>
  app.inject({ method: 'POST', url: `/__mock/simulate/${what}`, payload });

const balance = async (client: Client, path: string, currency: string): Promise<Balance> => {
  const all = (await client.call('GET', `${path}/balances`)).json().data as Balance[];
  const found = all.find((b) => b.currency === currency);
  if (!found) throw new Error(`no ${currency} balance`);
  return found;
};

/** The account's ledger, newest first (as the API lists it). */
const ledger = async (client: Client, bankAccount: string): Promise<Txn[]> =>
  (await client.call('GET', `${NW}/transactions?bank_account=${bankAccount}&per_page=10`)).json().data;

const notes = async (client: Client): Promise<{ title: string; body: string }[]> =>
  (await client.call('GET', '/user/notifications?per_page=10')).json().data;

/** Two decimal places, exact (the amounts here are small enough for cents in a Number). */
const plus = (a: string, b: string) =>
  ((Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100).toFixed(2);

async function paid(ada: Client, amount: string, reference = 'INV-SIM-1'): Promise<Json> {
  const payees = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data as Json[];
  const res = await ada.call('POST', `${OPS}/payments`, {
    body: { recipient_ref: payees[0]?.ref, amount, currency: 'GBP', reason_code: 'SUPP', reference },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('simulations: what the outside world does to an account (POST /__mock/simulate/*)', () => {
  it('incoming-payment: a completed deposit credit, the balance up by it, every member told', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const before = await balance(ada, OPS, 'GBP');
    const res = await simulate(app, 'incoming-payment', {
      bank_account: 'ba_northwind_ops',
      currency: 'GBP',
      amount: '1250.40',
      payer_name: 'Harbour Foods Ltd',
      reference: 'INV 7781',
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await balance(ada, OPS, 'GBP');
    expect(after.current).toBe(plus(before.current, '1250.40'));
    expect(after.available).toBe(plus(before.available, '1250.40'));
    expect((await ledger(ada, 'ba_northwind_ops'))[0]).toMatchObject({
      ref: res.json().transaction_ref,
      type: 'deposit',
      direction: 'credit',
      amount: '1250.40',
      status: 'completed',
      counterparty_name: 'Harbour Foods Ltd',
    });
    const told = {
      title: 'Payment received',
      body: '1,250.40 GBP from Harbour Foods Ltd arrived in Operating account, reference INV 7781.',
    };
    expect((await notes(ada))[0]).toMatchObject(told);
    expect((await notes(await signedIn(app, 'grace')))[0]).toMatchObject(told);

    const refused = await simulate(app, 'incoming-payment', {
      bank_account: 'ba_northwind_ops',
      currency: 'JPY',
      amount: '-1',
      payer_name: '',
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['payer_name']);
    const unknown = await simulate(app, 'incoming-payment', {
      bank_account: 'ba_nope',
      currency: 'GBP',
      amount: '1.00',
      payer_name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('payment-return: a completed payment turns returned with the reason, refunded through the ledger', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const payment = await paid(ada, '310.25');
    const early = await simulate(app, 'payment-return', { payment: payment.ref, reason: 'Account closed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('payment_not_returnable');
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 150_000 } });
    await ada.login('ada@northwind.test', 'Northwind#2026');
    const before = await balance(ada, OPS, 'GBP');

    const res = await simulate(app, 'payment-return', { payment: payment.ref, reason: 'Account closed' });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await ada.call('GET', `${OPS}/payments/${payment.ref}`)).json().data;
    expect(shown).toMatchObject({ status: 'returned', failure_reason: 'Account closed' });
    expect(shown.timeline.at(-1).status).toBe('returned');
    expect((await balance(ada, OPS, 'GBP')).current).toBe(plus(before.current, '310.25'));
    expect((await ledger(ada, 'ba_northwind_ops'))[0]).toMatchObject({
      ref: res.json().refund_ref,
      type: 'refund',
      direction: 'credit',
      amount: '310.25',
      payment_ref: payment.ref,
    });
    expect((await notes(ada))[0]?.title).toBe('Payment returned');
    expect(
      (await simulate(app, 'payment-return', { payment: payment.ref, reason: 'Again' })).statusCode,
    ).toBe(409);
  });

  it('payment-failure: a payment in flight fails now with the reason, its hold released', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const before = await balance(ada, OPS, 'GBP');
    const payment = await paid(ada, '99.99');
    expect((await balance(ada, OPS, 'GBP')).available).toBe(plus(before.available, '-99.99'));

    const res = await simulate(app, 'payment-failure', {
      payment: payment.ref,
      reason: 'Sanctions screening hit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ payment: payment.ref, status: 'failed' });
    const shown = (await ada.call('GET', `${OPS}/payments/${payment.ref}`)).json().data;
    expect(shown).toMatchObject({ status: 'failed', failure_reason: 'Sanctions screening hit' });
    expect(await balance(ada, OPS, 'GBP')).toEqual(before);
    const row = (await ledger(ada, 'ba_northwind_ops')).find((t) => t.payment_ref === payment.ref);
    expect(row?.status).toBe('failed');
    expect((await notes(ada))[0]?.title).toBe('Payment failed');
    expect((await simulate(app, 'payment-failure', { payment: payment.ref, reason: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('payment-failure at its final step: the payment goes on and fails there with the reason', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const before = await balance(ada, OPS, 'GBP');
    const payment = await paid(ada, '45.00');
    const res = await simulate(app, 'payment-failure', {
      payment: payment.ref,
      reason: 'Beneficiary account blocked',
      when: 'final_step',
    });
    expect(res.json()).toEqual({ payment: payment.ref, status: 'pending' });
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 150_000 } });
    await ada.login('ada@northwind.test', 'Northwind#2026');
    const shown = (await ada.call('GET', `${OPS}/payments/${payment.ref}`)).json().data;
    expect(shown).toMatchObject({ status: 'failed', failure_reason: 'Beneficiary account blocked' });
    expect(shown.timeline.map((t: Json) => t.status)).toEqual(['pending', 'processing', 'failed']);
    expect((await balance(ada, OPS, 'GBP')).current).toBe(before.current);
  });

  it('fx-settlement-failure: the trade fails with the reason, sold amount and fee given back, bought taken back', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const [eur, chf] = [await balance(ada, TREASURY, 'EUR'), await balance(ada, TREASURY, 'CHF')];
    const quote = (
      await ada.call('POST', `${TREASURY}/fx/request-quote`, {
        body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '1000.00' },
      })
    ).json().data;
    const trade = (
      await ada.call('POST', `${TREASURY}/fx/execute-quote`, {
        body: { quote_ref: quote.ref },
        headers: { 'idempotency-key': randomUUID() },
      })
    ).json().data;
    expect(trade.status).toBe('completed');

    const res = await simulate(app, 'fx-settlement-failure', {
      trade: trade.ref,
      reason: 'Counterparty did not deliver',
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await ada.call('GET', `${NW}/fx-trades/${trade.ref}`)).json().data;
    expect(shown).toMatchObject({ status: 'failed', failure_reason: 'Counterparty did not deliver' });
    expect(await balance(ada, TREASURY, 'EUR')).toMatchObject({
      current: eur.current,
      available: eur.available,
    });
    expect(await balance(ada, TREASURY, 'CHF')).toMatchObject({
      current: chf.current,
      available: chf.available,
    });
    const unwound = (await ledger(ada, 'ba_northwind_treasury')).slice(0, 3);
    expect(unwound.map((t) => [t.type, t.direction, t.currency, t.amount])).toEqual([
      ['fx_trade', 'debit', 'CHF', trade.buy_amount],
      ['refund', 'credit', 'EUR', trade.fee],
      ['fx_trade', 'credit', 'EUR', '1000.00'],
    ]);
    expect((await notes(ada))[0]).toMatchObject({ title: 'FX trade failed' });
    const again = await simulate(app, 'fx-settlement-failure', { trade: trade.ref, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('trade_not_failable');
  });

  it('lists what the control page picks from: bank accounts, payments and trades', async () => {
    const { app } = await testApp();
    const targets = (await app.inject({ method: 'GET', url: '/__mock/simulation-targets' })).json();
    expect(targets.bank_accounts).toContainEqual({
      ref: 'ba_northwind_ops',
      name: 'Northwind Trading Ltd: Operating account',
      currencies: ['GBP', 'EUR', 'USD'],
    });
    expect(targets.payments.length).toBeGreaterThan(0);
    expect(targets.payments[0]).toEqual({
      ref: expect.stringMatching(/^pay_/),
      status: expect.any(String),
      label: expect.any(String),
    });
    // Amounts as the portal writes them: grouped, with the code.
    expect(targets.payments.map((p: { label: string }) => p.label).join('\n')).toMatch(
      /^\d{1,3}(,\d{3})+(\.\d+)? [A-Z]{3} to /m,
    );
    expect(Array.isArray(targets.fx_trades)).toBe(true);
  });
});
