import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBankServer } from '../../src/msw/node.js';
import { MswClient } from '../support/msw-client.js';
import { TEST_START } from '../support/test-app.js';

const ORIGIN = 'http://bank.test';
const BASE = `${ORIGIN}/api/v1`;
const { server } = createMockBankServer({
  baseUrl: BASE,
  bankConfig: { seed: 42, clockStart: TEST_START, frozenClock: true },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const control = new MswClient(ORIGIN);
const roles = () => fetch(`${BASE}/resources/roles`);

describe('latency and faults in the browser’s demo bank (MSW, rule MNW-11)', () => {
  it('drop is a network error, timeout never answers, slow_body brings the same bytes late', async () => {
    const whole = await (await roles()).text();

    const drop = await control.post('/__mock/faults', { operation: 'listRoles', kind: 'drop' });
    expect(drop.status).toBe(201);
    await expect(roles()).rejects.toThrow(TypeError);

    await control.post('/__mock/faults', { path: '/resources/roles', kind: 'timeout' });
    await expect(fetch(`${BASE}/resources/roles`, { signal: AbortSignal.timeout(200) })).rejects.toThrow(
      /aborted due to timeout/,
    );

    await control.post('/__mock/faults', { path: '/resources/roles', kind: 'slow_body', duration_ms: 300 });
    const started = performance.now();
    const slow = await (await roles()).text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow).toBe(whole);
  });

  it('truncated: reading the body fails after its first half; malformed: not JSON under the JSON type', async () => {
    await control.post('/__mock/faults', { path: '/resources/roles', kind: 'truncated' });
    const cut = await roles();
    expect(cut.status).toBe(200);
    await expect(cut.text()).rejects.toThrow();

    await control.post('/__mock/faults', { path: '/resources/roles', kind: 'malformed' });
    const malformed = await roles();
    expect(malformed.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(malformed.json()).rejects.toThrow(SyntaxError);
  });

  it('holds every call for the latency the control API sets, and DELETE /:id clears it', async () => {
    const set = await control.post('/__mock/latency', { latency: 250, operation: 'listRoles' });
    expect(set.status).toBe(201);
    let started = performance.now();
    await roles();
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    const cleared = await control.call('DELETE', `/__mock/latency/${set.json.rule.id}`);
    expect(cleared.json).toEqual({ default: null, data: [] });
    started = performance.now();
    await roles();
    expect(performance.now() - started).toBeLessThan(200);
  });
});
