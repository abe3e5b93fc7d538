import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTransientFailure, NetworkError } from './network-errors';
import { type Reachability, withRequestTimeout } from './request-timeout';

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers only when the request is aborted (then rejects as fetch does). */
const neverAnswers = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function wrapped(fetchImpl: (request: Request) => Promise<Response>, timeoutMs = 1000) {
  const states: Reachability[] = [];
  const fetch = withRequestTimeout(fetchImpl, { timeoutMs, onReachability: (s) => states.push(s) });
  return { fetch, states };
}

describe('withRequestTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes an answer through, read whole, and reports the bank reachable', async () => {
    const { fetch, states } = wrapped(async () => json('{"data":1}', 201));
    const response = await fetch(new Request('http://bank.test/x'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: 1 });
    expect(states).toEqual(['reachable']);
  });

  it('fails a request with no answer after the timeout, not a moment before', async () => {
    vi.useFakeTimers();
    const { fetch, states } = wrapped(neverAnswers, 20_000);
    const outcome = fetch(new Request('http://bank.test/x')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(states).toEqual(['unreachable']);
    expect(isTransientFailure(error)).toBe(true);
  });

  it('counts a body that trickles in against the timeout too', async () => {
    vi.useFakeTimers();
    const { fetch } = wrapped(async (request) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          request.signal.addEventListener('abort', () =>
            controller.error(new DOMException('a', 'AbortError')),
          );
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }, 5000);
    const outcome = fetch(new Request('http://bank.test/x')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('turns a failed connection into an unreachable bank', async () => {
    const { fetch, states } = wrapped(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await fetch(new Request('http://bank.test/x')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'unreachable',
      message: expect.stringMatching(/could not reach the bank/),
    });
    expect(states).toEqual(['unreachable']);
  });

  it('refuses a JSON answer that does not parse, though the bank was reached', async () => {
    const { fetch, states } = wrapped(async () => json('{"data": [1, 2'));
    const error = await fetch(new Request('http://bank.test/x')).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unreadable' });
    expect(states).toEqual(['reachable']);
  });

  it('keeps the caller’s own abort an AbortError, with nothing said of the bank', async () => {
    const { fetch, states } = wrapped(neverAnswers);
    const controller = new AbortController();
    const outcome = fetch(new Request('http://bank.test/x', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
    expect(states).toEqual([]);
  });

  it('keeps an empty 204 empty', async () => {
    const { fetch } = wrapped(async () => new Response(null, { status: 204 }));
    const response = await fetch(new Request('http://bank.test/x', { method: 'DELETE' }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('isTransientFailure', () => {
  it('is true for no answer, 429 and 5xx but 501; false for the bank’s other refusals', () => {
    expect(isTransientFailure(new NetworkError('unreachable'))).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isTransientFailure({ status })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 501])
      expect(isTransientFailure({ status })).toBe(false);
    expect(isTransientFailure(new Error('x'))).toBe(false);
  });
});
