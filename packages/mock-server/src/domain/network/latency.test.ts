import { describe, expect, it } from 'vitest';
import { createRng } from '../bank/index.js';
import { drawLatency, type LatencyRule, latencyRuleFor, parseLatency } from './latency.js';

const rule = (id: string, target: Partial<LatencyRule>, ms = 100): LatencyRule => ({
  id,
  operation: null,
  path: null,
  method: null,
  latency: String(ms),
  minMs: ms,
  maxMs: ms,
  ...target,
});

describe('parseLatency (rule MNW-01)', () => {
  it('reads milliseconds, a range and the four profiles', () => {
    expect(parseLatency('250')).toEqual({ latency: '250', minMs: 250, maxMs: 250 });
    expect(parseLatency(250)).toEqual({ latency: '250', minMs: 250, maxMs: 250 });
    expect(parseLatency(' 100 - 400 ')).toEqual({ latency: '100-400', minMs: 100, maxMs: 400 });
    expect(parseLatency('wifi')).toEqual({ latency: 'wifi', minMs: 5, maxMs: 30 });
    expect(parseLatency('4G')).toEqual({ latency: '4g', minMs: 50, maxMs: 150 });
    expect(parseLatency('3g')).toEqual({ latency: '3g', minMs: 300, maxMs: 800 });
    expect(parseLatency('slow-3g')).toEqual({ latency: 'slow-3g', minMs: 1000, maxMs: 2500 });
    expect(parseLatency('0')).toEqual({ latency: '0', minMs: 0, maxMs: 0 });
  });

  it('says why anything else does not read', () => {
    expect(parseLatency('5g')).toEqual({
      problem:
        '"5g" is not a latency: give milliseconds (250), a range (100-400) or a profile (wifi, 4g, 3g, slow-3g).',
    });
    expect(parseLatency('400-100')).toEqual({
      problem: '"400-100": the range\'s lower end is above its upper end.',
    });
    expect(parseLatency('999999')).toEqual({ problem: '"999999": at most 120000 ms.' });
    expect(parseLatency(-5)).toHaveProperty('problem');
    expect(parseLatency(2.5)).toHaveProperty('problem');
    expect(parseLatency('constructor')).toHaveProperty('problem');
    expect(parseLatency(undefined)).toHaveProperty('problem');
    expect(parseLatency('')).toHaveProperty('problem');
  });
});

describe('latencyRuleFor (rule MNW-02)', () => {
  const call = { operation: 'listPayments', method: 'GET', path: '/api/v1/accounts/org_northwind/payments' };
  const fallback = rule('lat_0', {}, 5);

  it('takes the operation’s rule over a path’s, an exact path over a pattern, any rule over the default', () => {
    const prefix = rule('lat_1', { path: '/accounts/*' });
    const segment = rule('lat_2', { path: '/accounts/*/payments' });
    const exact = rule('lat_3', { path: '/api/v1/accounts/org_northwind/payments' });
    const operation = rule('lat_4', { operation: 'listPayments' });
    expect(latencyRuleFor([], fallback, call)).toBe(fallback);
    expect(latencyRuleFor([prefix], fallback, call)).toBe(prefix);
    expect(latencyRuleFor([segment, prefix], fallback, call)).toBe(segment);
    expect(latencyRuleFor([exact, segment, prefix], fallback, call)).toBe(exact);
    expect(latencyRuleFor([operation, exact, segment], fallback, call)).toBe(operation);
  });

  it('leaves a call its rules do not match to the default: another operation, path or method', () => {
    const rules = [
      rule('lat_1', { operation: 'createPayment' }),
      rule('lat_2', { path: '/accounts/*/recipients' }),
      rule('lat_3', { path: '/accounts/*/payments', method: 'POST' }),
    ];
    expect(latencyRuleFor(rules, fallback, call)).toBe(fallback);
    expect(latencyRuleFor(rules, null, call)).toBeNull();
  });

  it('takes the newest of two equally close rules', () => {
    const older = rule('lat_1', { path: '/accounts/*/payments' }, 100);
    const newer = rule('lat_2', { path: '/accounts/*/payments' }, 200);
    expect(latencyRuleFor([older, newer], null, call)).toBe(newer);
  });
});

describe('drawLatency (rule MNW-08)', () => {
  it('draws a range uniformly within its ends, the same draws from the same seed', () => {
    const range = { ...rule('lat_1', {}), minMs: 300, maxMs: 800 };
    const draws = (seed: number) => {
      const random = createRng(seed);
      return Array.from({ length: 2_000 }, () => drawLatency(range, random));
    };
    const a = draws(7);
    expect(Math.min(...a)).toBe(300);
    expect(Math.max(...a)).toBe(800);
    expect(a.reduce((sum, ms) => sum + ms, 0) / a.length).toBeGreaterThan(530);
    expect(a.reduce((sum, ms) => sum + ms, 0) / a.length).toBeLessThan(570);
    expect(draws(7)).toEqual(a);
    expect(draws(8)).not.toEqual(a);
  });

  it('waits a fixed latency exactly, and nothing without a rule, drawing nothing', () => {
    const random = createRng(1);
    const before = random.state();
    expect(drawLatency(rule('lat_1', {}, 250), random)).toBe(250);
    expect(drawLatency(null, random)).toBe(0);
    expect(random.state()).toBe(before);
  });
});
