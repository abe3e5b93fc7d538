import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_BASE_URL,
  RUNTIME_API_BASE_PLACEHOLDER,
  resolveApiBase,
  runtimeApiBase,
} from './api-base';

describe('resolveApiBase', () => {
  it('is the configured base, trimmed, else the same-origin default', () => {
    expect(resolveApiBase(' https://api.bank.example/api/v1 ')).toBe('https://api.bank.example/api/v1');
    expect(resolveApiBase(undefined)).toBe('/api/v1');
    expect(resolveApiBase('   ')).toBe(DEFAULT_API_BASE_URL);
  });
});

describe('runtimeApiBase', () => {
  it("is the base the web server wrote into index.html, and nothing while the build's placeholder is there", () => {
    expect(runtimeApiBase(' https://api.staging.example/api/v1 ')).toBe('https://api.staging.example/api/v1');
    expect(runtimeApiBase(RUNTIME_API_BASE_PLACEHOLDER)).toBeUndefined();
    expect(runtimeApiBase('')).toBeUndefined();
    expect(runtimeApiBase(null)).toBeUndefined();
  });
});
