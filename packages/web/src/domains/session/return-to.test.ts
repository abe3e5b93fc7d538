import { describe, expect, it } from 'vitest';
import { carriedLocation, returnTarget } from './return-to';

const page = { pathname: '/app/audit-log', search: '?page=2', hash: '' };

describe('the page a sign-in returns to (rule SES-20)', () => {
  it('carries nothing after an explicit logout', () => {
    expect(carriedLocation(page, { userRef: 'usr_ada', expired: false })).toBeUndefined();
  });

  it('carries the page for the same user after an expired session', () => {
    const from = carriedLocation(page, { userRef: 'usr_ada', expired: true });
    expect(from).toEqual({ ...page, forUser: 'usr_ada' });
    expect(returnTarget(from, 'usr_ada')).toBe('/app/audit-log?page=2');
    expect(returnTarget(from, 'usr_mo')).toBeNull();
  });

  it('carries a page opened with no session for whoever signs in', () => {
    const from = carriedLocation(page, null);
    expect(returnTarget(from, 'usr_mo')).toBe('/app/audit-log?page=2');
  });

  it('still refuses a carried page outside the app', () => {
    expect(returnTarget({ pathname: '//evil.example/app', forUser: 'usr_ada' }, 'usr_ada')).toBeNull();
  });
});
