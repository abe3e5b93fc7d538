import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueEvent } from '../../src/domain/webhooks/index.js';
import { type Client, signedIn, TEST_START, testApp } from '../support/test-app.js';
import { eventually, startReceiver } from '../support/webhook-receiver.js';

const NW = '/accounts/org_northwind';
const HOOKS = `${NW}/webhook-endpoints`;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
async function receiver(statuses: number[]): Promise<Receiver> {
  const r = await startReceiver(statuses);
  receivers.push(r);
  return r;
}

async function createEndpoint(client: Client, url: string, events = ['payment.created'], org = NW) {
  const res = await client.call('POST', `${org}/webhook-endpoints`, { body: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { endpoint: { ref: string; status: string }; secret: string };
}

/** Tests that move the clock by minutes or hours keep their session (a day, the contract's longest). */
const LONG_SESSION = { accessTokenTtlSeconds: 86_400 };

const advance = (app: FastifyInstance, ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });

/** Reads the delivery (an API request: the bank ticks and starts what is due) until it has `n` attempts. */
async function attemptsReach(client: Client, endpointRef: string, deliveryRef: string, n: number) {
  let delivery: Record<string, unknown> = {};
  await eventually(async () => {
    const res = await client.call('GET', `${HOOKS}/${endpointRef}/deliveries/${deliveryRef}`);
    expect(res.statusCode, res.body).toBe(200);
    delivery = res.json().data.delivery;
    return delivery.attempts === n && delivery.status !== undefined;
  }, `${n} attempts`);
  return delivery;
}

describe('webhooks over HTTP: the bank posts signed events to a real receiver', () => {
  it('retries a failed delivery on the bank clock, one webhook-id, every signature verified (rules WHK-04, WHK-05)', async () => {
    const { app } = await testApp(LONG_SESSION);
    const ada = await signedIn(app);
    const hook = await receiver([500, 500, 200]);
    const { endpoint, secret } = await createEndpoint(ada, hook.url());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    hook.useSecret(secret);

    const sent = await ada.call('POST', `${HOOKS}/${endpoint.ref}/test`);
    expect(sent.statusCode).toBe(202);
    const first = sent.json().data;
    expect(first).toMatchObject({
      event_type: 'webhook.test',
      status: 'pending',
      attempts: 1,
      last_response_code: 500,
      last_attempt_at: new Date(TEST_START).toISOString(),
      next_attempt_at: new Date(TEST_START + 5 * SECOND).toISOString(),
    });
    expect(hook.received).toHaveLength(1);

    // Not yet due: four seconds on, nothing goes.
    await advance(app, 4 * SECOND);
    await ada.call('GET', `${HOOKS}/${endpoint.ref}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.received).toHaveLength(1);

    await advance(app, SECOND);
    const second = await attemptsReach(ada, endpoint.ref, first.ref, 2);
    expect(second).toMatchObject({
      status: 'pending',
      last_response_code: 500,
      next_attempt_at: new Date(TEST_START + 5 * SECOND + 5 * MINUTE).toISOString(),
    });

    await advance(app, 5 * MINUTE);
    const third = await attemptsReach(ada, endpoint.ref, first.ref, 3);
    expect(third).toMatchObject({ status: 'succeeded', last_response_code: 200, next_attempt_at: null });

    expect(hook.received).toHaveLength(3);
    expect(hook.received.every((r) => r.verified)).toBe(true);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([first.event_id]));
    for (const r of hook.received) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toMatch(/MockBank-Webhooks/);
      // Real time, so a receiver's own clock accepts it whatever the bank clock says.
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    }
    const detail = (await ada.call('GET', `${HOOKS}/${endpoint.ref}/deliveries/${first.ref}`)).json().data;
    expect(detail.attempts.map((a: { response_code: number }) => a.response_code)).toEqual([500, 500, 200]);
    expect(detail.payload).toEqual(JSON.parse(hook.received[0]?.body ?? ''));
    expect(detail.payload).toMatchObject({ type: 'webhook.test', data: { account: 'org_northwind' } });
  });

  it('never delivers to a private address: such URLs are refused with a field error (rule WHK-02)', async () => {
    const { app } = await testApp({ webhookAllowLoopback: false });
    const ada = await signedIn(app);
    for (const url of [
      'https://10.0.0.1/x',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://224.0.0.1/hook',
      'http://127.0.0.1:8080/hook',
      'https://localhost/hook',
      'https://printer.local/hook',
      'http://hooks.example.com/plain-http',
    ]) {
      const res = await ada.call('POST', HOOKS, { body: { url, events: ['payment.created'] } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({
        code: 'webhook_url_refused',
        errors: { url: [expect.any(String)] },
      });
    }
    expect(
      (
        await ada.call('POST', HOOKS, {
          body: { url: 'https://hooks.example.com/x', events: ['payment.created'] },
        })
      ).statusCode,
    ).toBe(201);
    // The mock bank's own inbox is delivered in-process: accepted on any host.
    expect(
      (
        await ada.call('POST', HOOKS, {
          body: { url: 'https://10.0.0.1/__mock/webhook-inbox/erp', events: ['payment.created'] },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('checks the addresses a host name resolves to before connecting: loopback not allowed, nothing reaches the receiver (rule WHK-03)', async () => {
    const hook = await receiver([200]);
    const { app } = await testApp(
      { webhookAllowLoopback: false },
      { webhookResolve: async () => ['127.0.0.1'] },
    );
    const ada = await signedIn(app);
    const { endpoint, secret } = await createEndpoint(
      ada,
      `https://hooks.customer.example:${hook.port}/hooks`,
    );
    hook.useSecret(secret);
    const delivery = (await ada.call('POST', `${HOOKS}/${endpoint.ref}/test`)).json().data;
    expect(delivery).toMatchObject({ attempts: 1, status: 'pending', last_response_code: null });
    const detail = (await ada.call('GET', `${HOOKS}/${endpoint.ref}/deliveries/${delivery.ref}`)).json().data;
    expect(detail.attempts[0].error).toMatch(/resolves to 127\.0\.0\.1/);
    expect(hook.received).toHaveLength(0);
  });

  it('stops an endpoint whose deliveries all failed for a day; enabling it starts afresh (rule WHK-06)', async () => {
    const { app, bank } = await testApp(LONG_SESSION);
    let ada = await signedIn(app);
    const hook = await receiver([503]);
    const { endpoint, secret } = await createEndpoint(ada, hook.url());
    hook.useSecret(secret);
    const first = (await ada.call('POST', `${HOOKS}/${endpoint.ref}/test`)).json().data;
    let delivery = first;
    for (let n = 2; n <= 8; n += 1) {
      const wait = Date.parse(delivery.next_attempt_at) - bank.clock.now();
      await advance(app, wait);
      // Past a day of bank time the session is over: sign in again.
      ada = await signedIn(app);
      delivery = await attemptsReach(ada, endpoint.ref, first.ref, n);
      const failing = (await ada.call('GET', `${HOOKS}/${endpoint.ref}`)).json().data;
      // 5 s + 5 min + 30 min + 2 h + 5 h + 10 h: still under a day at the seventh attempt.
      expect(failing.status, `after attempt ${n}`).toBe(n < 8 ? 'enabled' : 'failing');
    }
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
    const stopped = (await ada.call('GET', `${HOOKS}/${endpoint.ref}`)).json().data;
    expect(stopped.failing_since).toBe(new Date(TEST_START).toISOString());
    expect(hook.received).toHaveLength(8);
    expect(hook.received.every((r) => r.verified)).toBe(true);
    // A failing endpoint takes no events, no test and no redelivery.
    expect(enqueueEvent(bank, 'org_northwind', 'payment.created', () => ({}))).toEqual([]);
    const test = await ada.call('POST', `${HOOKS}/${endpoint.ref}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('webhook_endpoint_disabled');
    const again = await ada.call('POST', `${HOOKS}/${endpoint.ref}/deliveries/${first.ref}/redeliver`);
    expect(again.statusCode).toBe(409);

    const enabled = await ada.call('PATCH', `${HOOKS}/${endpoint.ref}`, { body: { enabled: true } });
    expect(enabled.json().data).toMatchObject({ status: 'enabled', failing_since: null });
  });

  it('sends a test event to the inbox, redelivers it with the same id, and the control inbox lists both (rules WHK-07, WHK-08)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const { endpoint, secret } = await createEndpoint(
      ada,
      'https://portal.example/__mock/webhook-inbox/erp',
      ['transaction.booked'],
    );
    const sent = (await ada.call('POST', `${HOOKS}/${endpoint.ref}/test`)).json().data;
    expect(sent).toMatchObject({ status: 'succeeded', attempts: 1, last_response_code: 204 });
    const again = await ada.call('POST', `${HOOKS}/${endpoint.ref}/deliveries/${sent.ref}/redeliver`);
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ event_id: sent.event_id, attempts: 2, status: 'succeeded' });

    await app.inject({ method: 'POST', url: '/__mock/webhook-inbox/other', payload: { type: 'x' } });
    const inbox = (await app.inject({ method: 'GET', url: '/__mock/webhook-inbox?inbox=erp' })).json().data;
    expect(inbox).toHaveLength(2);
    for (const entry of inbox) {
      expect(entry).toMatchObject({ inbox: 'erp', webhook_id: sent.event_id, event_type: 'webhook.test' });
      expect(() => new Webhook(secret).verify(entry.body, entry.headers)).not.toThrow();
    }
    const all = (await app.inject({ method: 'GET', url: '/__mock/webhook-inbox' })).json().data;
    expect(all.map((e: { inbox: string }) => e.inbox)).toEqual(['other', 'erp', 'erp']);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/webhook-inbox' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/webhook-inbox' })).json().data).toEqual([]);

    // Waiting for a retry: not redelivered; a disabled endpoint takes neither a test nor a redelivery.
    const hook = await receiver([500]);
    const failing = await createEndpoint(ada, hook.url());
    const pending = (await ada.call('POST', `${HOOKS}/${failing.endpoint.ref}/test`)).json().data;
    const refused = await ada.call(
      'POST',
      `${HOOKS}/${failing.endpoint.ref}/deliveries/${pending.ref}/redeliver`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('webhook_delivery_pending');
    const off = await ada.call('PATCH', `${HOOKS}/${failing.endpoint.ref}`, { body: { enabled: false } });
    expect(off.json().data.status).toBe('disabled');
    const list = (await ada.call('GET', `${HOOKS}/${failing.endpoint.ref}/deliveries`)).json().data;
    expect(list[0]).toMatchObject({ ref: pending.ref, status: 'failed', next_attempt_at: null });
    const test = await ada.call('POST', `${HOOKS}/${failing.endpoint.ref}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('webhook_endpoint_disabled');
  });

  it('lists, changes, rotates and deletes endpoints; another organization’s refs answer 404 (rule WHK-01)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const hank = await signedIn(app, 'hank');
    const hook = await receiver([200]);
    const a = await createEndpoint(ada, hook.url('/a'));
    const b = await createEndpoint(ada, hook.url('/b'), ['payment.created', 'transaction.booked']);
    const globex = await createEndpoint(hank, hook.url('/g'), ['payment.created'], '/accounts/org_globex');

    const list = (await ada.call('GET', HOOKS)).json();
    // Oldest first: the seed's ERP endpoint, then the two just made; never Globex's.
    expect(list.data.map((e: { ref: string }) => e.ref)).toEqual([
      'whe_northwind_erp',
      a.endpoint.ref,
      b.endpoint.ref,
    ]);
    expect(list.meta).toEqual({ total: 3, page: 1, per_page: 10 });
    expect(JSON.stringify(list)).not.toContain('whsec_');

    const changed = await ada.call('PATCH', `${HOOKS}/${a.endpoint.ref}`, {
      body: { description: 'ERP', events: ['fx_trade.settled'] },
    });
    expect(changed.json().data).toMatchObject({ description: 'ERP', events: ['fx_trade.settled'] });
    const refused = await ada.call('PATCH', `${HOOKS}/${a.endpoint.ref}`, {
      body: { url: 'https://192.168.1.4/' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.url).toHaveLength(1);

    const secret = (await ada.call('GET', `${HOOKS}/${a.endpoint.ref}/secret`)).json().data.secret;
    expect(secret).toBe(a.secret);
    const rotated = (await ada.call('POST', `${HOOKS}/${a.endpoint.ref}/secret/rotate`)).json().data.secret;
    expect(rotated).not.toBe(a.secret);
    hook.useSecret(rotated);
    await ada.call('POST', `${HOOKS}/${a.endpoint.ref}/test`);
    expect(hook.received.at(-1)?.verified).toBe(true);
    const actions = bank.store.auditLog.map((e) => e.action).filter((x) => x.startsWith('webhook_endpoint.'));
    expect(actions).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.created',
      'webhook_endpoint.created',
      'webhook_endpoint.updated',
      'webhook_endpoint.secret_rotated',
    ]);
    expect(JSON.stringify(bank.store.auditLog)).not.toContain('whsec_');

    const g = globex.endpoint.ref;
    for (const [method, path] of [
      ['GET', `${HOOKS}/${g}`],
      ['PATCH', `${HOOKS}/${g}`],
      ['DELETE', `${HOOKS}/${g}`],
      ['GET', `${HOOKS}/${g}/secret`],
      ['POST', `${HOOKS}/${g}/secret/rotate`],
      ['POST', `${HOOKS}/${g}/test`],
      ['GET', `${HOOKS}/${g}/deliveries`],
      ['GET', `/accounts/org_globex/webhook-endpoints`],
    ] as const) {
      const res = await ada.call(method, path, method === 'PATCH' ? { body: { enabled: false } } : {});
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const globexDelivery = (
      await hank.call('POST', `/accounts/org_globex/webhook-endpoints/${g}/test`)
    ).json().data.ref;
    expect(
      (await ada.call('GET', `${HOOKS}/${a.endpoint.ref}/deliveries/${globexDelivery}`)).statusCode,
    ).toBe(404);

    expect((await ada.call('DELETE', `${HOOKS}/${b.endpoint.ref}`)).statusCode).toBe(204);
    expect((await ada.call('GET', `${HOOKS}/${b.endpoint.ref}`)).statusCode).toBe(404);
    expect(
      (await ada.call('POST', HOOKS, { body: { url: 'https://hooks.example.com/x', events: [] } }))
        .statusCode,
    ).toBe(400);
  });
});
