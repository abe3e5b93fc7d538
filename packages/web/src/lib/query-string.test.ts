import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('drops empty, null and undefined values', () => {
    expect(buildQueryString({ a: '', b: null, c: undefined, d: 'x' })).toBe('?d=x');
  });
  it('keeps zero and false', () => {
    expect(buildQueryString({ page: 0, flag: false })).toBe('?page=0&flag=false');
  });
  it('encodes values and repeats array keys', () => {
    expect(buildQueryString({ q: 'a b&c', status: ['pending', 'failed'] })).toBe(
      '?q=a+b%26c&status=pending&status=failed',
    );
  });
  it('returns an empty string when nothing is left', () => {
    expect(buildQueryString({ a: null })).toBe('');
    expect(buildQueryString({})).toBe('');
  });
});
