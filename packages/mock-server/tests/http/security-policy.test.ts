import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { TWO_FACTOR_REQUIRED_BY_POLICY } from '../../src/domain/team/security-policy.js';
import { Client, OPS, signedIn, TEST_START, TREASURY, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
const POLICY = `${NW}/security-policy`;

const setPolicy = (client: Client, on: boolean, path = POLICY) =>
  client.call('PUT', path, { body: { require_two_factor_for_payments: on } });

const policy = async (client: Client) => (await client.call('GET', POLICY)).json().data;

async function as(app: FastifyInstance, email: string): Promise<Client> {
  const client = new Client(app);
  await client.login(email, 'Northwind#2026');
  if (!client.token) throw new Error(`could not sign in as ${email}`);
  return client;
}

/** A current TOTP code; the clock is frozen, so it moves one step (30 s) first and no code is used twice. */
async function totp(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 30_000 } });
  return (await app.inject({ method: 'GET', url: `/__mock/totp/${email}` })).json().code;
}

/** Ada turns on two-factor authentication herself, through the setup the portal uses. */
async function adaTurnsOnTwoFactor(app: FastifyInstance, ada: Client): Promise<void> {
  expect((await ada.call('POST', '/auth/2fa/setup/start')).statusCode).toBe(200);
  const code = (await app.inject({ method: 'GET', url: '/__mock/totp/ada@northwind.test' })).json().code;
  expect((await ada.call('POST', '/auth/2fa/setup/complete', { body: { code } })).statusCode).toBe(200);
}

/**
 * Northwind with the policy on: Ada (owner) makes Grace (TOTP) an admin, and Grace requires two-factor
 * authentication of the payers. Ada still signs in with a password alone.
 */
async function policyOn(): Promise<{ app: FastifyInstance; bank: Bank; ada: Client; grace: Client }> {
  const { app, bank } = await testApp({ paymentFailureRate: 0 });
  const ada = await signedIn(app);
  const promoted = await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'admin' } });
  expect(promoted.statusCode).toBe(200);
  const grace = await signedIn(app, 'grace');
  const on = await setPolicy(grace, true);
  expect(on.statusCode, on.body).toBe(200);
  return { app, bank, ada, grace };
}

async function gbpPayee(client: Client): Promise<string> {
  return (await client.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
}

const payment = (recipient_ref: string, reference = 'INV-POLICY') => ({
  recipient_ref,
  amount: '125.00',
  currency: 'GBP',
  reason_code: 'SUPP',
  reference,
});

const pay = (client: Client, body: Record<string, unknown>, key = randomUUID()) =>
  client.call('POST', `${OPS}/payments`, { body, headers: { 'idempotency-key': key } });

const policyEvents = async (client: Client) =>
  (await client.call('GET', `${NW}/audit-events?action=security_policy.updated`)).json().data;

/** Everything a money-moving creation could leave behind, to check that a refusal left nothing. */
function moneyState(bank: Bank) {
  const s = bank.store;
  return {
    payments: s.payments.size,
    batches: s.paymentBatches.size,
    standingOrders: s.standingOrders.size,
    trades: s.fxTrades.size,
    quotes: [...s.fxQuotes.values()].map((q) => q.executedTradeRef),
    paymentChallenges: s.paymentChallenges.size,
    batchChallenges: s.paymentBatchChallenges.size,
    idempotency: s.idempotency.size,
    balances: [...s.balances.values()].map((b) => `${b.ref} ${b.current} ${b.held}`),
    recipients: s.recipients.size,
    audit: s.auditLog.length,
  };
}

describe('the security policy (rule SEC-12)', () => {
  it('is off until changed, readable by every member, and another organization’s is not found', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    expect(await policy(ada)).toEqual({
      require_two_factor_for_payments: false,
      updated_at: null,
      updated_by: null,
    });
    const lin = await as(app, 'lin@northwind.test');
    expect((await lin.call('GET', POLICY)).statusCode).toBe(200);
    const globex = await ada.call('GET', '/accounts/org_globex/security-policy');
    expect(globex.statusCode).toBe(404);
  });

  it('an owner with two-factor authentication turns it on; the change is audited once', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await adaTurnsOnTwoFactor(app, ada);
    const on = await setPolicy(ada, true);
    expect(on.statusCode, on.body).toBe(200);
    const expected = {
      require_two_factor_for_payments: true,
      updated_at: new Date(TEST_START).toISOString(),
      updated_by: { user_ref: 'usr_ada', name: 'Ada Lovelace' },
    };
    expect(on.json().data).toEqual(expected);
    expect(await policy(ada)).toEqual(expected);
    // Asking again changes nothing and records nothing.
    expect((await setPolicy(ada, true)).json().data).toEqual(expected);
    const events = await policyEvents(ada);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      organization: 'org_northwind',
      actor: { ref: 'usr_ada', name: 'Ada Lovelace' },
      actor_role: 'owner',
      action: 'security_policy.updated',
      target: { type: 'organization', ref: 'org_northwind' },
      before: { require_two_factor_for_payments: false },
      after: { require_two_factor_for_payments: true },
    });
  });

  it('refuses to turn it on for someone without two-factor authentication (409), changing nothing', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const before = bank.store.auditLog.length;
    const res = await setPolicy(ada, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Turn on two-factor authentication for yourself before requiring it of others.',
      code: 'two_factor_not_enabled',
    });
    expect((await policy(ada)).require_two_factor_for_payments).toBe(false);
    expect(bank.store.auditLog.length).toBe(before);
  });

  it('is changed by owners and admins only (403 for the other roles); another organization is 404', async () => {
    const { app } = await testApp();
    const grace = await signedIn(app, 'grace');
    for (const client of [grace, await as(app, 'mo@northwind.test'), await as(app, 'lin@northwind.test')]) {
      const res = await setPolicy(client, false);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const ada = await signedIn(app);
    expect((await setPolicy(ada, false, '/accounts/org_globex/security-policy')).statusCode).toBe(404);
  });

  it('while on, refuses a payer without two-factor authentication every money-moving creation, creating nothing', async () => {
    const { bank, ada } = await policyOn();
    const payee = await gbpPayee(ada);
    // Quoting moves no money: allowed, so the execution can be refused.
    const quote = await ada.call('POST', `${TREASURY}/fx/request-quote`, {
      body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '1000.00' },
    });
    expect(quote.statusCode).toBe(201);
    const key = { 'idempotency-key': randomUUID() };
    const before = moneyState(bank);
    const refusals = {
      createPayment: await pay(ada, payment(payee)),
      createPaymentChallenge: await ada.call('POST', `${OPS}/payments/challenge`, {
        body: { recipient_ref: payee, amount: '125.00', currency: 'GBP' },
      }),
      createPaymentBatchChallenge: await ada.call('POST', `${OPS}/payment-batches/challenge`, {
        body: { totals: [{ currency: 'GBP', count: 1, amount: '125.00' }] },
      }),
      createPaymentBatch: await ada.call('POST', `${OPS}/payment-batches`, {
        body: { rows: [payment(payee, 'INV-BULK')] },
        headers: key,
      }),
      retryPaymentBatch: await ada.call('POST', `${NW}/payment-batches/pbt_northwind_november/retry`, {
        body: {},
        headers: { 'idempotency-key': randomUUID() },
      }),
      createStandingOrder: await ada.call('POST', `${OPS}/standing-orders`, {
        body: {
          ...payment(payee, 'RENT UNIT 4'),
          reason_code: 'RENT',
          schedule: { frequency: 'weekly', start_date: '2026-03-10', end: { type: 'never' } },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
      executeFxQuote: await ada.call('POST', `${TREASURY}/fx/execute-quote`, {
        body: { quote_ref: quote.json().data.ref },
        headers: { 'idempotency-key': randomUUID() },
      }),
    };
    for (const [operation, res] of Object.entries(refusals)) {
      expect(res.statusCode, `${operation}: ${res.body}`).toBe(403);
      expect(res.json(), operation).toEqual({
        message: TWO_FACTOR_REQUIRED_BY_POLICY,
        code: 'two_factor_required_by_policy',
      });
    }
    expect(TWO_FACTOR_REQUIRED_BY_POLICY).toBe(
      'Your organization requires two-factor authentication to make payments. Turn it on in Settings.',
    );
    // No payment, batch, standing order, trade or challenge; no hold on any balance; no key remembered.
    expect(moneyState(bank)).toEqual(before);
  });

  it('while on, a payer with two-factor authentication still pays', async () => {
    const { app, grace } = await policyOn();
    const payee = await gbpPayee(grace);
    const challenge = await grace.call('POST', `${OPS}/payments/challenge`, {
      body: { recipient_ref: payee, amount: '125.00', currency: 'GBP' },
    });
    expect(challenge.statusCode).toBe(201);
    const res = await pay(grace, {
      ...payment(payee),
      authorization: {
        challenge_ref: challenge.json().data.challenge_ref,
        code: await totp(app, 'grace@northwind.test'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('turned off, lets the payer pay again, the same Idempotency-Key included, and records both changes', async () => {
    const { ada, grace } = await policyOn();
    const payee = await gbpPayee(ada);
    const key = randomUUID();
    expect((await pay(ada, payment(payee), key)).statusCode).toBe(403);
    // Turning it off is allowed to a manager without two-factor authentication too.
    const off = await setPolicy(ada, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({
      require_two_factor_for_payments: false,
      updated_by: { user_ref: 'usr_ada', name: 'Ada Lovelace' },
    });
    const paid = await pay(ada, payment(payee), key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.headers['idempotent-replayed']).toBeUndefined();
    const retried = await ada.call('POST', `${NW}/payment-batches/pbt_northwind_november/retry`, {
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const events = await policyEvents(grace);
    expect(events.map((e: { actor: { ref: string }; after: unknown }) => [e.actor.ref, e.after])).toEqual([
      ['usr_ada', { require_two_factor_for_payments: false }],
      ['usr_grace', { require_two_factor_for_payments: true }],
    ]);
  });

  it('survives the export and import of the bank’s state', async () => {
    const { app, ada } = await policyOn();
    const exported = await app.inject({ method: 'GET', url: '/__mock/state' });
    const on = await policy(ada);
    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    const fresh = await signedIn(app);
    expect((await policy(fresh)).require_two_factor_for_payments).toBe(false);
    const imported = await app.inject({
      method: 'POST',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const again = await signedIn(app);
    expect(await policy(again)).toEqual({
      require_two_factor_for_payments: true,
      updated_at: new Date(TEST_START).toISOString(),
      updated_by: { user_ref: 'usr_grace', name: 'Grace Hopper' },
    });
    expect(on).toEqual(await policy(again));
    const refused = await pay(again, payment(await gbpPayee(again)));
    expect(refused.json().code).toBe('two_factor_required_by_policy');
  });
});
