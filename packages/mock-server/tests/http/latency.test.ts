import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Client, signedIn, testApp } from '../support/test-app.js';

/** Lets every pending promise and I/O callback run, without moving the (fake) timers. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** How long a call takes on the fake clock: its timers are run one at a time until it answers. */
async function timed(
  call: Promise<LightMyRequestResponse>,
): Promise<{ ms: number; res: LightMyRequestResponse }> {
  const start = Date.now();
  let res: LightMyRequestResponse | null = null;
  void call.then((r) => {
    res = r;
  });
  await settle();
  for (let timers = 0; res === null; timers++) {
    if (timers > 20) throw new Error('the call never answered');
    await vi.advanceTimersToNextTimerAsync();
    await settle();
  }
  return { ms: Date.now() - start, res };
}

const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

const setLatency = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__mock/latency', payload });
const latency = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__mock/latency' })).json();
const xsrf = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/auth/xsrf' });
const current = (ada: Client) => ada.call('GET', '/user/current');

describe('latency (rules MNW-01 and MNW-02)', () => {
  // The latency is a timer: fake timers measure it exactly, whatever the machine's speed.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('MOCK_LATENCY holds every API call for its milliseconds, never a control call', async () => {
    const { app } = await testApp({ latency: '250' });
    expect(await latency(app)).toEqual({
      default: {
        id: 'lat_1',
        operation: null,
        path: null,
        method: null,
        latency: '250',
        min_ms: 250,
        max_ms: 250,
      },
      data: [],
    });
    fakeTimers();
    const call = xsrf(app);
    let answered = false;
    void call.then(() => {
      answered = true;
    });
    // The control API answers at once while the API call waits.
    expect((await app.inject({ method: 'GET', url: '/__mock/clock' })).statusCode).toBe(200);
    await vi.advanceTimersByTimeAsync(249);
    await settle();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).statusCode).toBe(204);
  });

  it('a range draws each call’s wait within its ends; a profile is its range', async () => {
    const { app } = await testApp();
    const set = await setLatency(app, { latency: '100-400' });
    expect(set.statusCode).toBe(201);
    expect(set.json().rule).toMatchObject({ latency: '100-400', min_ms: 100, max_ms: 400, operation: null });
    fakeTimers();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) waits.push((await timed(xsrf(app))).ms);
    expect(waits.every((ms) => ms >= 100 && ms <= 400)).toBe(true);
    expect(new Set(waits).size).toBeGreaterThan(1);

    vi.useRealTimers();
    expect((await setLatency(app, { latency: '3g' })).json().rule).toMatchObject({
      min_ms: 300,
      max_ms: 800,
    });
    expect((await latency(app)).default).toMatchObject({ latency: '3g', min_ms: 300, max_ms: 800 });
    fakeTimers();
    for (let i = 0; i < 4; i++) {
      const { ms } = await timed(xsrf(app));
      expect(ms).toBeGreaterThanOrEqual(300);
      expect(ms).toBeLessThanOrEqual(800);
    }
  });

  it('takes an operation’s rule over a path’s, a path’s over the default, until each is cleared', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await setLatency(app, { latency: 1_000 });
    const byPath = (await setLatency(app, { latency: 500, path: '/api/v1/user/*' })).json().rule;
    const byOperation = (await setLatency(app, { latency: '20', operation: 'getCurrentUser' })).json().rule;
    expect(byOperation).toMatchObject({ operation: 'getCurrentUser', path: null, min_ms: 20 });
    expect((await latency(app)).data).toHaveLength(2);
    fakeTimers();
    expect((await timed(current(ada))).ms).toBe(20);
    expect((await timed(ada.call('GET', '/user/notifications/unread-count'))).ms).toBe(500);
    expect((await timed(xsrf(app))).ms).toBe(1_000);

    vi.useRealTimers();
    const cleared = await app.inject({ method: 'DELETE', url: `/__mock/latency/${byOperation.id}` });
    expect(cleared.json().data).toEqual([expect.objectContaining({ id: byPath.id })]);
    fakeTimers();
    expect((await timed(current(ada))).ms).toBe(500);

    vi.useRealTimers();
    const all = await app.inject({ method: 'DELETE', url: '/__mock/latency' });
    expect(all.json()).toEqual({ default: null, data: [] });
    // No latency left: the call answers without any timer running.
    fakeTimers();
    const { ms, res } = await timed(current(ada));
    expect([ms, res.statusCode]).toEqual([0, 200]);
  });

  it('a new rule for the same operation replaces the old one; reset returns to MOCK_LATENCY alone', async () => {
    const { app } = await testApp({ latency: 'wifi' });
    await setLatency(app, { latency: 50, operation: 'getCurrentUser' });
    await setLatency(app, { latency: 70, operation: 'getCurrentUser' });
    expect((await latency(app)).data).toEqual([expect.objectContaining({ min_ms: 70 })]);
    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    expect(await latency(app)).toEqual({
      default: expect.objectContaining({ latency: 'wifi', min_ms: 5, max_ms: 30 }),
      data: [],
    });
  });

  it('draws the same waits for the same calls under the same seed, after a reset too; another seed differs', async () => {
    const waitsOf = async (app: FastifyInstance) => {
      vi.useRealTimers();
      await setLatency(app, { latency: '100-400' });
      fakeTimers();
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) waits.push((await timed(xsrf(app))).ms);
      vi.useRealTimers();
      return waits;
    };
    const first = (await testApp({ seed: 42 })).app;
    const waits = await waitsOf(first);
    expect(await waitsOf((await testApp({ seed: 42 })).app)).toEqual(waits);
    await first.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    expect(await waitsOf(first)).toEqual(waits);
    expect(await waitsOf((await testApp({ seed: 7 })).app)).not.toEqual(waits);
  });

  it('refuses what it cannot apply with 400 validation_failed naming the field; an unknown id is 404', async () => {
    const { app } = await testApp();
    const refused = async (payload: Record<string, unknown>, field: string, text: string | RegExp) => {
      const res = await setLatency(app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      expect(res.json().errors[field].join(' ')).toMatch(text);
    };
    await refused({ latency: '5g' }, 'latency', 'is not a latency');
    await refused({ latency: '400-100' }, 'latency', 'lower end is above its upper end');
    await refused({}, 'latency', 'A latency is needed');
    await refused({ latency: 100, operation: 'makeCoffee' }, 'operation', 'Not an operation of the contract');
    await refused(
      { latency: 100, operation: 'getCurrentUser', path: '/user/current' },
      'path',
      'an operation or a path, not both',
    );
    await refused({ latency: 100, operation: 'getCurrentUser', method: 'POST' }, 'method', 'a GET operation');
    await refused({ latency: 100, method: 'POST' }, 'method', 'goes with an operation or a path');
    await refused({ latency: 100, path: 'user/current' }, 'path', 'starting with /');
    await refused({ latency: 100, delay: 5 }, 'delay', 'Not a field here');
    expect(await latency(app)).toEqual({ default: null, data: [] });
    const unknown = await app.inject({ method: 'DELETE', url: '/__mock/latency/lat_99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });
});
