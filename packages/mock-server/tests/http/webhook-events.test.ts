import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
type Received = { webhook_id: string; event_type: string; body: string };

async function endpoint(client: Client, inbox: string, events: string[]): Promise<string> {
  const res = await client.call('POST', `${NW}/webhook-endpoints`, {
    body: { url: `https://erp.example/__mock/webhook-inbox/${inbox}`, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.endpoint.ref;
}

/**
 * Reads every delivery of the endpoint back through the API: the test app checks each answer against the
 * contract, so each payload must have its event type's shape (WebhookEvent's one-of).
 */
async function payloadTypes(client: Client, endpointRef: string): Promise<string[]> {
  const path = `${NW}/webhook-endpoints/${endpointRef}/deliveries`;
  const list = (await client.call('GET', `${path}?per_page=100`)).json().data as { ref: string }[];
  const types: string[] = [];
  for (const d of list) {
    const res = await client.call('GET', `${path}/${d.ref}`);
    expect(res.statusCode, res.body).toBe(200);
    types.push(res.json().data.payload.type);
  }
  return types;
}

const inbox = async (app: FastifyInstance, name: string): Promise<Received[]> =>
  (await app.inject({ method: 'GET', url: `/__mock/webhook-inbox?inbox=${name}` })).json().data;

/** The inbox's events, oldest first, once `count` have arrived (deliveries do not hold up the answers). */
async function received(app: FastifyInstance, name: string, count: number) {
  let list: Received[] = [];
  await vi.waitFor(async () => {
    list = await inbox(app, name);
    expect(list.length).toBeGreaterThanOrEqual(count);
  });
  return list.reverse().map((r) => ({ id: r.webhook_id, type: r.event_type, body: JSON.parse(r.body) }));
}

async function pay(ada: Client, amount: string): Promise<{ ref: string }> {
  const payees = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data;
  const res = await ada.call('POST', `${OPS}/payments`, {
    body: { recipient_ref: payees[0].ref, amount, currency: 'GBP', reason_code: 'SUPP', reference: 'WH-1' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('webhook events: every change of the bank, published once', () => {
  it("follows a payment from creation to its booking, and an incoming payment's booking", async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const erp = await endpoint(ada, 'erp', [
      'payment.created',
      'payment.status_changed',
      'transaction.booked',
    ]);
    const payment = await pay(ada, '12.00');
    const [created] = await received(app, 'erp', 1);
    expect(created).toMatchObject({
      type: 'payment.created',
      body: { type: 'payment.created', data: { account: 'org_northwind', payment: { ref: payment.ref } } },
    });

    // The bank's clock carries the payment to completion; the next request lets the bank see it.
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 150_000 } });
    await app.inject({ method: 'GET', url: '/api/v1/resources/countries' });
    const simulated = await app.inject({
      method: 'POST',
      url: '/__mock/simulate/incoming-payment',
      payload: {
        bank_account: 'ba_northwind_ops',
        currency: 'GBP',
        amount: '99.00',
        payer_name: 'Harbour Foods',
      },
    });
    expect(simulated.statusCode).toBe(201);
    await app.inject({ method: 'GET', url: '/api/v1/resources/countries' });
    const events = await received(app, 'erp', 4);
    const changes = events.filter((e) => e.type === 'payment.status_changed');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.at(-1)?.body.data.payment.status).toBe('completed');
    expect(changes[0]?.body.data.previous_status).toBe('pending');
    const booked = events.filter((e) => e.type === 'transaction.booked').map((e) => e.body.data.transaction);
    expect(booked.map((t) => t.payment_ref)).toContain(payment.ref);
    expect(booked.map((t) => t.counterparty_name)).toContain('Harbour Foods');
    // One event, one id.
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(new Set(await payloadTypes(ada, erp))).toEqual(
      new Set(['payment.created', 'payment.status_changed', 'transaction.booked']),
    );
  });

  it('publishes nothing from before the first endpoint, nor what an endpoint does not listen to', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    await pay(ada, '5.00');
    const members = await endpoint(ada, 'members', ['member.joined', 'member.removed']);
    await pay(ada, '6.00');
    expect((await ada.call('DELETE', `${NW}/members/usr_lin`)).statusCode).toBe(204);
    const [removed, ...rest] = await received(app, 'members', 1);
    expect(rest).toEqual([]);
    expect(removed?.body.data).toEqual({
      account: 'org_northwind',
      member: {
        user_ref: 'usr_lin',
        first_name: 'Lin',
        last_name: expect.any(String),
        email: 'lin@northwind.test',
        role: 'viewer',
      },
    });
    expect(await payloadTypes(ada, members)).toEqual(['member.removed']);
  });

  it("publishes a key's payment as waiting for approval", async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const approvals = await endpoint(ada, 'approvals', ['payment.awaiting_approval']);
    const key = await ada.call('POST', `${NW}/api-keys`, {
      body: { name: 'ERP sync', scopes: ['accounts.view', 'payments.create'] },
    });
    const payees = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data;
    const made = await app.inject({
      method: 'POST',
      url: `/api/v1${OPS}/payments`,
      headers: { authorization: `Bearer ${key.json().data.secret}`, 'idempotency-key': randomUUID() },
      payload: {
        recipient_ref: payees[0].ref,
        amount: '7.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'ERP-1',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [waiting] = await received(app, 'approvals', 1);
    expect(waiting?.body.data.payment).toMatchObject({
      ref: made.json().data.ref,
      status: 'awaiting_approval',
    });
    expect(await payloadTypes(ada, approvals)).toEqual(['payment.awaiting_approval']);
  });
});
