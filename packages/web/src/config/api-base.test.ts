import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveApiBase } from './api-base';

describe('resolveApiBase', () => {
  it('is the configured base, trimmed, else the same-origin default', () => {
    expect(resolveApiBase(' https://api.bank.example/api/v1 ')).toBe('https://api.bank.example/api/v1');
    expect(resolveApiBase(undefined)).toBe('/api/v1');
    expect(resolveApiBase('   ')).toBe(DEFAULT_API_BASE_URL);
  });
});
