import { describe, expect, it } from 'vitest';
import { getSafeRedirect } from './safe-redirect';

describe('getSafeRedirect', () => {
  it('keeps a relative path inside /app, with its query and hash', () => {
    expect(getSafeRedirect('/app/payments')).toBe('/app/payments');
    expect(getSafeRedirect('/app')).toBe('/app');
    expect(getSafeRedirect('/app/payments?status=pending#top')).toBe('/app/payments?status=pending#top');
  });

  it('accepts a router location object', () => {
    expect(getSafeRedirect({ pathname: '/app/recipients', search: '?page=2', hash: '', key: 'x' })).toBe(
      '/app/recipients?page=2',
    );
  });

  it.each([
    ['protocol-relative', '//evil.test'],
    ['protocol-relative into app', '//evil.test/app/dashboard'],
    ['backslash', '/\\evil.test'],
    ['backslash into app', '/\\evil.test/app'],
    ['absolute', 'https://evil.test'],
    ['absolute into app', 'https://evil.test/app/dashboard'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript upper case', 'JavaScript:alert(document.domain)'],
    ['encoded protocol-relative', '/%2Fevil.test'],
    ['fully encoded protocol-relative', '%2F%2Fevil.test'],
    ['encoded backslash', '/%5Cevil.test'],
    ['encoded absolute', 'https%3A%2F%2Fevil.test'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['double-encoded protocol-relative', '/%252Fevil.test'],
    ['double-encoded backslash', '/%255Cevil.test'],
    ['double-encoded absolute', 'https%253A%252F%252Fevil.test'],
    ['double-encoded javascript', 'javascript%253Aalert(1)'],
    ['tab smuggling', '/\t/evil.test'],
    ['encoded tab smuggling', '/%09/evil.test'],
    ['outside app', '/login'],
    ['look-alike prefix', '/application'],
    ['dot segments out of app', '/app/../login'],
    ['encoded dot segments out of app', '/app/%2e%2e/login'],
    ['malformed encoding', '/app/%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s (%s)', (_name, from) => {
    expect(getSafeRedirect(from)).toBeNull();
  });

  it('refuses the same attacks inside a location object', () => {
    expect(getSafeRedirect({ pathname: '//evil.test', search: '', hash: '' })).toBeNull();
    expect(getSafeRedirect({ pathname: '/%2F%2Fevil.test' })).toBeNull();
  });

  it('refuses anything that is not a path', () => {
    expect(getSafeRedirect(undefined)).toBeNull();
    expect(getSafeRedirect(null)).toBeNull();
    expect(getSafeRedirect(42)).toBeNull();
    expect(getSafeRedirect({ pathname: 5 })).toBeNull();
  });
});
