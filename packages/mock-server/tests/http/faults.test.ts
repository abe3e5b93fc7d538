import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listening, rawGet } from '../support/raw-http.js';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';

type Res = Awaited<ReturnType<Client['call']>>;

/** Starts a call and reports whether it has answered yet, without waiting for it. */
function started(call: Promise<Res>) {
  const state = { answered: false };
  const answer = call.then((res) => {
    state.answered = true;
    return res;
  });
  return { state, answer };
}

/** Lets every pending promise and I/O callback run, without moving the (fake) timers. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('POST /__mock/faults: delay_ms', () => {
  // The delay is a timer: fake timers hold the answer until the test releases it, whatever the machine's speed.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the next matching call for delay_ms while other calls answer, then answers it', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const fault = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { path: '/api/v1/user/current', method: 'GET', delay_ms: 5_000, count: 1 },
    });
    expect(fault.statusCode).toBe(201);
    expect(fault.json().fault).toMatchObject({ delay_ms: 5_000, status: null, remaining: 1 });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const delayed = started(ada.call('GET', '/user/current'));
    // Another path, same client, sent after the delayed one: it answers while the first still waits.
    const other = await ada.call('GET', '/user/notifications/unread-count');
    expect(other.statusCode).toBe(200);
    await settle();
    expect(delayed.state.answered).toBe(false);

    // Held for the whole delay: one millisecond short is not enough…
    await vi.advanceTimersByTimeAsync(4_999);
    await settle();
    expect(delayed.state.answered).toBe(false);
    // …the last one releases it, with the real answer (a delay without a status changes nothing else).
    await vi.advanceTimersByTimeAsync(1);
    const res = await delayed.answer;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('ada@northwind.test');

    // count: 1 — the next call to the same path is not delayed.
    const next = started(ada.call('GET', '/user/current'));
    expect((await next.answer).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/faults' })).json().data).toEqual([]);
  });

  it('with a status too: waits delay_ms, then answers the injected status in the error shape', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { path: '/user/current', status: 503, delay_ms: 2_000 },
    });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const delayed = started(ada.call('GET', '/user/current'));
    await settle();
    expect(delayed.state.answered).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    const res = await delayed.answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'injected_fault', message: expect.any(String) });
    expect((await ada.call('GET', '/user/current')).statusCode).toBe(200);
  });
});

const addFault = async (app: FastifyInstance, payload: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/__mock/faults', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fault;
};

describe('POST /__mock/faults: a status says when to retry (rule MNW-04)', () => {
  it('a 503 waits 5 s and a 429 1 s unless told, in the Retry-After header and the body', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    expect(await addFault(app, { operation: 'getCurrentUser', status: 503 })).toMatchObject({
      kind: 'status',
      status: 503,
      retry_after: 5,
      phase: 'request',
      remaining: 1,
    });
    const unavailable = await ada.call('GET', '/user/current');
    expect([unavailable.statusCode, unavailable.headers['retry-after']]).toEqual([503, '5']);
    expect(unavailable.json()).toMatchObject({ code: 'injected_fault', retry_after: 5 });

    await addFault(app, { path: '/user/current', status: 429, retry_after: 30 });
    const limited = await ada.call('GET', '/user/current');
    expect([limited.statusCode, limited.headers['retry-after'], limited.json().retry_after]).toEqual([
      429,
      '30',
      30,
    ]);

    await addFault(app, { path: '/user/current', status: 500 });
    const broken = await ada.call('GET', '/user/current');
    expect([broken.statusCode, broken.headers['retry-after'], broken.json().retry_after]).toEqual([
      500,
      undefined,
      undefined,
    ]);
  });
});

describe('POST /__mock/faults: the phase (rule MNW-05)', () => {
  async function paymentWithFault(phase: 'request' | 'response') {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const total = async () => (await ada.call('GET', `${OPS}/payments`)).json().meta.total as number;
    const before = await total();
    const payee = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
    await addFault(app, { operation: 'createPayment', status: 503, phase });
    const res = await ada.call('POST', `${OPS}/payments`, {
      body: {
        recipient_ref: payee,
        amount: '80.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'INV 42',
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    return { status: res.statusCode, code: res.json().code, made: (await total()) - before };
  }

  it('response: the bank makes the payment, and its answer is replaced by the status', async () => {
    expect(await paymentWithFault('response')).toEqual({ status: 503, code: 'injected_fault', made: 1 });
  });

  it('request: the bank never sees the call, so no payment is made', async () => {
    expect(await paymentWithFault('request')).toEqual({ status: 503, code: 'injected_fault', made: 0 });
  });
});

describe('POST /__mock/faults: lost and broken answers, over a real socket (rules MNW-06 and MNW-07)', () => {
  let app: FastifyInstance;
  let base = '';
  let bearer: Record<string, string> = {};
  const current = () => rawGet(`${base}/api/v1/user/current`, bearer);

  beforeEach(async () => {
    ({ app } = await testApp());
    bearer = { authorization: `Bearer ${(await signedIn(app)).token}` };
    base = await listening(app);
  });
  afterEach(() => app.close());

  it('timeout: no answer comes while the client waits; it gives up, and closing the app ends the connection', async () => {
    expect(await addFault(app, { path: '/user/current', kind: 'timeout' })).toMatchObject({
      kind: 'timeout',
      phase: 'response',
    });
    const waited = fetch(`${base}/api/v1/user/current`, {
      headers: bearer,
      signal: AbortSignal.timeout(300),
    });
    await expect(waited).rejects.toThrow(/aborted due to timeout/);
    // A second client keeps waiting until the app closes: the close does not wait for it.
    await addFault(app, { path: '/user/current', kind: 'timeout' });
    const held = current();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = performance.now();
    await app.close();
    expect(performance.now() - closing).toBeLessThan(1_000);
    expect(await held).toMatchObject({ status: null, failed: 'ECONNRESET' });
  });

  it('drop: the connection is cut without an answer; the next call answers', async () => {
    await addFault(app, { operation: 'getCurrentUser', kind: 'drop' });
    expect(await current()).toMatchObject({ status: null, failed: 'ECONNRESET' });
    await expect(fetch(`${base}/api/v1/user/current`, { headers: bearer })).resolves.toHaveProperty(
      'status',
      200,
    );
  });

  it('malformed: the real status under a JSON media type, with a body that is not JSON', async () => {
    await addFault(app, { path: '/user/current', kind: 'malformed' });
    const res = await fetch(`${base}/api/v1/user/current`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('truncated: the real answer’s first half, then the connection is cut short of its Content-Length', async () => {
    const whole = await current();
    await addFault(app, { path: '/user/current', kind: 'truncated' });
    const cut = await current();
    expect(cut.status).toBe(200);
    expect(cut.headers['content-length']).toBe(String(whole.bytes.length));
    expect(cut.complete).toBe(false);
    expect(cut.bytes.length).toBe(Math.floor(whole.bytes.length / 2));
    expect(whole.bytes.subarray(0, cut.bytes.length).equals(cut.bytes)).toBe(true);
  });

  it('slow_body: the very same bytes, in chunks spread over duration_ms', async () => {
    const whole = await current();
    expect(await addFault(app, { path: '/user/current', kind: 'slow_body', duration_ms: 400 })).toMatchObject(
      { kind: 'slow_body', duration_ms: 400, phase: 'response' },
    );
    const slow = await current();
    expect(slow.complete).toBe(true);
    expect(slow.bytes.equals(whole.bytes)).toBe(true);
    expect(slow.chunks).toBeGreaterThan(1);
    expect(slow.ms).toBeGreaterThanOrEqual(390);
    expect(whole.ms).toBeLessThan(300);
  });

  it('timeout on the response: the payment is made though its answer never comes', async () => {
    const ada = await signedIn(app);
    const total = async () => (await ada.call('GET', `${OPS}/payments`)).json().meta.total as number;
    const before = await total();
    const payee = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
    await addFault(app, { operation: 'createPayment', kind: 'timeout' });
    let answered = false;
    const lost = ada
      .call('POST', `${OPS}/payments`, {
        body: {
          recipient_ref: payee,
          amount: '80.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'INV 43',
        },
        headers: { 'idempotency-key': randomUUID() },
      })
      .then(() => {
        answered = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    expect(await total()).toBe(before + 1);
    await app.close();
    await expect(lost).rejects.toThrow();
    expect(answered).toBe(false);
  });
});

describe('POST /__mock/faults: probability, drawn from the bank’s seed (rule MNW-08)', () => {
  async function statusesOf(seed: number) {
    const { app } = await testApp({ seed });
    const ada = await signedIn(app);
    const fault = await addFault(app, { path: '/user/current', status: 503, probability: 0.5 });
    expect(fault).toMatchObject({ probability: 0.5, remaining: null });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await ada.call('GET', '/user/current')).statusCode);
    // Until cleared: still listed after its hits.
    expect((await app.inject({ method: 'GET', url: '/__mock/faults' })).json().data).toHaveLength(1);
    return statuses;
  }

  it('two banks of one seed fault on the same calls; a bank of another seed on others', async () => {
    const statuses = await statusesOf(42);
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
    expect(await statusesOf(42)).toEqual(statuses);
    expect(await statusesOf(7)).not.toEqual(statuses);
  });
});

describe('the faults list and its refusals (rule MNW-03)', () => {
  it('shows each fault with its id; DELETE /:id clears that one only, an unknown id is 404', async () => {
    const { app } = await testApp();
    const first = await addFault(app, { path: '/api/v1/user/*', method: 'get', kind: 'drop', count: 2 });
    expect(first).toEqual({
      id: expect.stringMatching(/^flt_\d+$/),
      operation: null,
      path: '/api/v1/user/*',
      method: 'GET',
      kind: 'drop',
      status: null,
      retry_after: null,
      delay_ms: 0,
      duration_ms: null,
      remaining: 2,
      probability: null,
      phase: 'response',
    });
    const second = await addFault(app, { operation: 'listPayments', status: 500 });
    const left = await app.inject({ method: 'DELETE', url: `/__mock/faults/${first.id}` });
    expect(left.json().data.map((f: { id: string }) => f.id)).toEqual([second.id]);
    const unknown = await app.inject({ method: 'DELETE', url: `/__mock/faults/${first.id}` });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  it('refuses a fault it cannot apply with 400 validation_failed naming the field', async () => {
    const { app } = await testApp();
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const res = await app.inject({ method: 'POST', url: '/__mock/faults', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    };
    await refused({ path: '/user/current', kind: 'explode' }, 'kind');
    await refused({ path: '/user/current', kind: 'truncated', phase: 'request' }, 'phase');
    await refused({ path: '/user/current', kind: 'drop', status: 503 }, 'status');
    await refused({ path: '/user/current', kind: 'status' }, 'status');
    await refused({ path: '/user/current' }, 'delay_ms');
    await refused({ path: '/user/current', status: 503, probability: 0 }, 'probability');
    await refused({ path: '/user/current', status: 503, probability: 1.5 }, 'probability');
    await refused({ path: '/user/current', status: 503, count: 0 }, 'count');
    await refused({ path: '/user/current', kind: 'delay', delay_ms: 500, retry_after: 3 }, 'retry_after');
    await refused({ path: '/user/current', kind: 'drop', duration_ms: 500 }, 'duration_ms');
    await refused({ operation: 'getCurrentUser', path: '/user/current', status: 503 }, 'path');
    await refused({ operation: 'makeCoffee', status: 503 }, 'operation');
    await refused({ path: '/user/current', status: 503, phase: 'later' }, 'phase');
    await refused({ path: '/user/current', status: 503, propability: 0.5 }, 'propability');
    expect((await app.inject({ method: 'GET', url: '/__mock/faults' })).json().data).toEqual([]);
  });
});
