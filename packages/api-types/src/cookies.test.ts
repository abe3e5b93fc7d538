import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D.def; b=2')).toBe('abc==.def');
  });
  it('answers undefined when absent or outside a browser', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN')).toBeUndefined();
  });
});
