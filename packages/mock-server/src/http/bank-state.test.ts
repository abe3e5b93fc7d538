import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../domain/bank.js';
import { exportState, importState, STATE_VERSION } from '../domain/bank-state.js';
import { createBank } from '../domain/create-bank.js';
import { uploadKycDocument } from '../domain/kyc.js';
import { createEmptyStore, type Store } from '../domain/store.js';
import { Client, OPS, signedIn, TEST_START, TREASURY, testApp } from '../test-support/test-app.js';

const NW = '/accounts/org_northwind';
const CONFIG = { seed: 42, clockStart: TEST_START, frozenClock: true, paymentAcceptMs: 5 };
/** Collections the activity below cannot fill: challenges only a two-factor maker gets (Ada has none). */
const LEFT_EMPTY = ['paymentChallenges', 'paymentBatchChallenges'];

const ok = (res: LightMyRequestResponse, what: string) => {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 400)}`).toBeLessThan(300);
  return res.json();
};

/** A day of use touching every kind of record: payments, FX, KYC, standing orders, approvals, security, batches. */
async function activity(app: FastifyInstance, bank: Bank): Promise<void> {
  const ada = await signedIn(app);
  await new Client(app).login('mo@northwind.test', 'wrong-password');
  const grace = await signedIn(app, 'grace');
  const payees = ok(await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`), 'recipients').data;
  const pay = (amount: string, reference: string) =>
    ada.call('POST', `${OPS}/payments`, {
      body: { recipient_ref: payees[0].ref, amount, currency: 'GBP', reason_code: 'SUPP', reference },
      headers: { 'idempotency-key': randomUUID() },
    });
  ok(await pay('125.00', 'INV-STATE-1'), 'payment');
  const waiting = ok(await pay('25000.00', 'INV-STATE-2'), 'payment awaiting approval').data;
  ok(
    await grace.call('POST', `${NW}/approval-challenges`, { body: { payment_refs: [waiting.ref] } }),
    'approval challenge',
  );
  const quote = ok(
    await ada.call('POST', `${TREASURY}/fx/request-quote`, {
      body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '1000.00' },
    }),
    'quote',
  ).data;
  ok(
    await ada.call('POST', `${TREASURY}/fx/execute-quote`, {
      body: { quote_ref: quote.ref },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'trade',
  );
  ok(
    await ada.call('POST', `${OPS}/standing-orders`, {
      body: {
        recipient_ref: payees[0].ref,
        amount: '1250.00',
        currency: 'GBP',
        reason_code: 'RENT',
        reference: 'RENT UNIT 4',
        schedule: {
          frequency: 'monthly',
          start_date: '2026-03-11',
          day_of_month: 31,
          end: { type: 'never' },
        },
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'standing order',
  );
  ok(
    await ada.call('POST', `${OPS}/payment-batches`, {
      body: {
        name: 'State export',
        rows: [0, 1].map((i) => ({
          recipient_ref: payees[i].ref,
          amount: '10.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: `BATCH-STATE-${i}`,
        })),
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'payment batch',
  );
  const recipient = bank.store.recipients.get(payees[0].ref);
  if (!recipient) throw new Error('no recipient');
  uploadKycDocument(bank, recipient, {
    documentType: 'certificate_of_incorporation',
    fileName: 'certificate.pdf',
    data: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  });
  await ada.call('POST', '/auth/password/change', {
    body: {
      current_password: 'not-it',
      password: 'Harbour-Lantern#2031',
      password_confirmation: 'Harbour-Lantern#2031',
    },
  });
  ok(await ada.call('POST', '/auth/2fa/setup/start'), '2FA setup');
  await ada.call('POST', '/auth/2fa/setup/complete', { body: { code: '000000' } });
  ok(
    await new Client(app).call('POST', '/auth/password/forgot', { body: { email: 'mo@northwind.test' } }),
    'forgot',
  );
  await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 150_000 } });
  await app.inject({
    method: 'POST',
    url: '/__mock/faults',
    payload: { path: '/user/current', status: 503 },
  });
}

const collections = ({ rng: _rng, ...rest }: Store) => rest;
const sizeOf = (v: unknown) => (v instanceof Map ? v.size : Array.isArray(v) ? v.length : 1);

describe('the bank as versioned JSON (GET/POST /__mock/state)', () => {
  it('round-trips a bank after a day of use: every collection, the rng, the clock, settings and faults', async () => {
    const { app, bank } = await testApp();
    await activity(app, bank);
    const empty = Object.keys(collections(bank.store)).filter(
      (key) => sizeOf(bank.store[key as keyof Store]) === 0,
    );
    // A new store collection fails here until the activity above fills it (so its export is exercised).
    expect(empty).toEqual(LEFT_EMPTY);

    const json = JSON.parse(JSON.stringify(exportState(bank)));
    expect(json.version).toBe(STATE_VERSION);
    expect(Object.keys(json.store).sort()).toEqual(
      Object.keys(collections(createEmptyStore(1)))
        .filter((k) => k !== 'rng')
        .sort(),
    );
    const copy = createBank({ ...CONFIG, scenario: 'low-balance' });
    importState(copy, json);
    expect(collections(copy.store)).toStrictEqual(collections(bank.store));
    expect(copy.store.rng.state()).toBe(bank.store.rng.state());
    expect(copy.store.rng.id(16)).toBe(bank.store.rng.id(16));
    expect(copy.clock.now()).toBe(bank.clock.now());
    expect(copy.config.scenario).toBeNull();
    expect(copy.faults).toEqual(bank.faults);
  });

  it('export → reset → import gives back the same balances and ledger, over HTTP', async () => {
    const { app, bank } = await testApp();
    await activity(app, bank);
    await app.inject({ method: 'DELETE', url: '/__mock/faults' });
    const ada = await signedIn(app);
    const read = async () => ({
      balances: [
        ok(await ada.call('GET', `${OPS}/balances`), 'balances').data,
        ok(await ada.call('GET', `${TREASURY}/balances`), 'balances').data,
      ],
      ledger: ok(await ada.call('GET', `${NW}/transactions?per_page=100`), 'transactions'),
    });
    const before = await read();
    const exported = await app.inject({ method: 'GET', url: '/__mock/state?download=1' });
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="mock-bank-state-.+\.json"$/,
    );

    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    const reset = await signedIn(app);
    expect(ok(await reset.call('GET', `${NW}/transactions?per_page=100`), 'after reset').meta.total).not.toBe(
      before.ledger.meta.total,
    );

    const imported = await app.inject({
      method: 'POST',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // The sessions are part of the state: Ada's token from before the reset works again.
    expect(await read()).toEqual(before);
  });

  it('refuses what is not a state (400) and a state of another version or shape (422), changing nothing', async () => {
    const { app, bank } = await testApp();
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/__mock/state',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const state = exportState(bank);
    const bad = await app.inject({
      method: 'POST',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json' },
      payload: '{"version": 1,',
    });
    expect(bad.statusCode).toBe(400);
    expect((await post([1, 2])).json()).toEqual({
      message: 'The state must be a JSON object (from GET /__mock/state).',
      code: 'state_invalid',
    });
    const old = await post({ ...state, version: 0 });
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe(
      `The state is version 0; this bank reads version ${STATE_VERSION}. Export it again from this version of the mock bank.`,
    );
    const { payments: _p, ...store } = state.store;
    const shape = await post({ ...state, store: { ...store, extra: [] } });
    expect(shape.json().message).toBe(
      "The state's store does not fit this bank (missing payments; unknown extra).",
    );
    const before = bank.store;
    expect((await post({ ...state, store: { ...state.store, users: { $bigint: 'x' } } })).statusCode).toBe(
      422,
    );
    expect(bank.store).toBe(before);
  });
});
