import { describe, expect, it } from 'vitest';
import { createRng } from '../bank/index.js';
import { defaultPhase, defaultRetryAfter, type Fault, takeFault } from './faults.js';

const fault = (id: string, change: Partial<Fault> = {}): Fault => ({
  id,
  operation: null,
  path: null,
  method: null,
  kind: 'status',
  status: 503,
  retryAfter: 5,
  delayMs: 0,
  durationMs: 0,
  remaining: 1,
  probability: null,
  phase: 'request',
  ...change,
});
const payments = {
  operation: 'createPayment',
  method: 'POST',
  path: '/api/v1/accounts/org_northwind/payments',
};
const current = { operation: 'getCurrentUser', method: 'GET', path: '/api/v1/user/current' };

describe('takeFault (rule MNW-03)', () => {
  it('hits the next `remaining` matching calls, then is gone', () => {
    const faults = [fault('flt_1', { path: '/user/current', remaining: 2 })];
    const random = createRng(1);
    expect(takeFault(faults, payments, random)).toBeNull();
    expect(takeFault(faults, current, random)?.id).toBe('flt_1');
    expect(faults[0]?.remaining).toBe(1);
    expect(takeFault(faults, current, random)?.id).toBe('flt_1');
    expect(faults).toEqual([]);
    expect(takeFault(faults, current, random)).toBeNull();
  });

  it('matches an operation by its id, a path with or without /api/v1, a method, or every call', () => {
    const random = createRng(1);
    const hits = (target: Partial<Fault>, call: typeof current) =>
      takeFault([fault('flt_1', target)], call, random) !== null;
    expect(hits({ operation: 'createPayment' }, payments)).toBe(true);
    expect(hits({ operation: 'createPayment' }, current)).toBe(false);
    expect(hits({ path: '/api/v1/user/current' }, current)).toBe(true);
    expect(hits({ path: '/user/current/' }, current)).toBe(true);
    expect(hits({ path: '/user' }, current)).toBe(false);
    expect(hits({ path: '/user*' }, current)).toBe(true);
    expect(hits({ path: '/accounts/*/payments' }, payments)).toBe(true);
    expect(hits({ path: '/accounts/*/payments', method: 'GET' }, payments)).toBe(false);
    expect(hits({ method: 'POST' }, payments)).toBe(true);
    expect(hits({}, current)).toBe(true);
  });

  it('tries faults in the order they were added', () => {
    const faults = [fault('flt_1', { path: '/user/*' }), fault('flt_2', { path: '/user/current' })];
    expect(takeFault(faults, current, createRng(1))?.id).toBe('flt_1');
    expect(takeFault(faults, current, createRng(1))?.id).toBe('flt_2');
  });

  it('until cleared, hits about a share `probability` of the calls, the same ones from the same seed', () => {
    const hitsOf = (seed: number) => {
      const faults = [fault('flt_1', { probability: 0.3, remaining: null })];
      const random = createRng(seed);
      return Array.from({ length: 5_000 }, () => takeFault(faults, current, random) !== null);
    };
    const hits = hitsOf(42);
    const share = hits.filter(Boolean).length / hits.length;
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
    expect(hitsOf(42)).toEqual(hits);
    expect(hitsOf(43)).not.toEqual(hits);
  });

  it('with a probability and a count, stops after `count` hits; a miss leaves the next fault its chance', () => {
    const faults = [fault('flt_1', { probability: 0.5, remaining: 3 }), fault('flt_2', { remaining: 100 })];
    const random = createRng(5);
    const taken = Array.from({ length: 40 }, () => takeFault(faults, current, random)?.id);
    expect(taken.filter((id) => id === 'flt_1')).toHaveLength(3);
    expect(taken.every((id) => id !== undefined)).toBe(true);
    expect(taken.slice(-10).every((id) => id === 'flt_2')).toBe(true);
  });
});

describe('fault defaults (rules MNW-04 and MNW-05)', () => {
  it('act on the request for a status or a delay, on the response for the rest', () => {
    expect(defaultPhase('status')).toBe('request');
    expect(defaultPhase('delay')).toBe('request');
    for (const kind of ['timeout', 'drop', 'malformed', 'truncated', 'slow_body'] as const)
      expect(defaultPhase(kind)).toBe('response');
  });

  it('retry a 429 after a second and a 503 after five; other statuses say nothing', () => {
    expect(defaultRetryAfter(429)).toBe(1);
    expect(defaultRetryAfter(503)).toBe(5);
    expect(defaultRetryAfter(500)).toBeNull();
    expect(defaultRetryAfter(null)).toBeNull();
  });
});
