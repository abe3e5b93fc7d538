import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Client, signedIn, testApp } from '../support/test-app.js';

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
