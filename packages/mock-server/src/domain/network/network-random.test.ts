import { describe, expect, it } from 'vitest';
import { createRng } from '../bank/index.js';
import { drawBetween, drawChance } from './network-random.js';

describe('the network stream’s draws (rule MNW-08)', () => {
  it('draws whole milliseconds within both ends, each end reached', () => {
    const random = createRng(3);
    const seen = new Set(Array.from({ length: 500 }, () => drawBetween(random, 5, 30)));
    expect([...seen].every((ms) => Number.isInteger(ms) && ms >= 5 && ms <= 30)).toBe(true);
    expect(seen.has(5) && seen.has(30)).toBe(true);
  });

  it('hits about a share p of draws; a certain chance draws nothing', () => {
    const random = createRng(9);
    const hits = Array.from({ length: 10_000 }, () => drawChance(random, 0.1)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(900);
    expect(hits).toBeLessThan(1_100);
    const before = random.state();
    expect(drawChance(random, 1)).toBe(true);
    expect(drawBetween(random, 250, 250)).toBe(250);
    expect(random.state()).toBe(before);
  });
});
