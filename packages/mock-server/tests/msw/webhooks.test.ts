import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBankServer } from '../../src/msw/node.js';
import { MswClient } from '../support/msw-client.js';
import { TEST_START } from '../support/test-app.js';

const ORIGIN = 'http://bank.test';
const BASE = `${ORIGIN}/api/v1`;
const { server } = createMockBankServer({
  baseUrl: BASE,
  bankConfig: { seed: 42, clockStart: TEST_START, frozenClock: true, webhookAllowLoopback: true },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = new MswClient(BASE);

describe('webhooks in the browser’s demo bank (MSW)', () => {
  it('delivers to its inbox only: another URL gets an attempt error, never a request (rule WHK-09)', async () => {
    await client.call('GET', '/auth/xsrf');
    const login = await client.post('/auth/login', {
      email: 'ada@northwind.test',
      password: 'Northwind#2026',
    });
    client.token = login.json.data.access_token;
    const HOOKS = '/accounts/org_northwind/webhook-endpoints';

    const inbox = (
      await client.post(HOOKS, { url: `${ORIGIN}/__mock/webhook-inbox/demo`, events: ['payment.created'] })
    ).json.data;
    const sent = await client.post(`${HOOKS}/${inbox.endpoint.ref}/test`);
    expect(sent.status).toBe(202);
    const delivery = sent.json.data;
    expect(delivery).toMatchObject({ status: 'succeeded', last_response_code: 204 });
    const received = (await (await fetch(`${ORIGIN}/__mock/webhook-inbox?inbox=demo`)).json()).data;
    expect(received).toHaveLength(1);
    expect(received[0].webhook_id).toBe(delivery.event_id);
    expect(() => new Webhook(inbox.secret).verify(received[0].body, received[0].headers)).not.toThrow();

    const remote = (
      await client.post(HOOKS, { url: 'https://hooks.example.com/bank', events: ['payment.created'] })
    ).json.data;
    const failed = (await client.post(`${HOOKS}/${remote.endpoint.ref}/test`)).json.data;
    expect(failed).toMatchObject({ status: 'pending', last_response_code: null });
    const detail = (await client.call('GET', `${HOOKS}/${remote.endpoint.ref}/deliveries/${failed.ref}`)).json
      .data;
    expect(detail.attempts[0].error).toBe('The browser mock bank delivers only to its inbox.');
  });
});
