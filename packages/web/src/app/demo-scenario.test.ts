import { describe, expect, it } from 'vitest';
import { demoScenario } from './demo-scenario';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the demo bank scenario from the URL (?scenario=)', () => {
  it('takes the name from the URL and keeps it for the tab, until an empty one clears it', () => {
    const tab = memory();
    expect(demoScenario('', tab)).toBeNull();
    expect(demoScenario('?scenario=low-balance&x=1', tab)).toBe('low-balance');
    expect(demoScenario('?next=%2Fapp', tab)).toBe('low-balance');
    expect(demoScenario('?scenario=', tab)).toBeNull();
    expect(demoScenario('', tab)).toBeNull();
  });
});
