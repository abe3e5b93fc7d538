import { describe, expect, it } from 'vitest';
import { lostAccessText, organizationRefOfRequest, reloadedAccess } from './access-changes';
import { makeCurrentUser } from './testing/current-user-fixture';

describe('organizationRefOfRequest', () => {
  it('finds the organization of an /accounts/{account} call', () => {
    expect(organizationRefOfRequest('http://localhost/api/v1/accounts/org_northwind/balances?page=1')).toBe(
      'org_northwind',
    );
    expect(organizationRefOfRequest('http://localhost/api/v1/accounts/org_acme')).toBe('org_acme');
  });

  it('is null for other calls', () => {
    expect(organizationRefOfRequest('http://localhost/api/v1/user/current')).toBeNull();
    expect(organizationRefOfRequest('http://localhost/api/v1/resources/roles')).toBeNull();
  });
});

describe('reloadedAccess (rule ROLE-11)', () => {
  const before = makeCurrentUser();
  const [northwind, acme] = before.organization_accounts;

  it('keeps the selection while the user still has the organization', () => {
    expect(reloadedAccess(before, 'org_acme', before)).toEqual({ lost: null, nextAccountRef: 'org_acme' });
  });

  it('names the lost organization and moves to another the user still has', () => {
    const after = makeCurrentUser({ organization_accounts: acme ? [acme] : [] });
    expect(reloadedAccess(before, 'org_northwind', after)).toEqual({
      lost: { ref: 'org_northwind', name: 'Northwind Trading Ltd' },
      nextAccountRef: 'org_acme',
    });
  });

  it('moves to no organization when none is left', () => {
    const after = makeCurrentUser({ organization_accounts: [] });
    expect(reloadedAccess(before, 'org_northwind', after)).toEqual({
      lost: { ref: 'org_northwind', name: northwind?.name },
      nextAccountRef: '',
    });
  });

  it('words the notice', () => {
    expect(lostAccessText('Northwind Trading Ltd')).toBe(
      'You no longer have access to Northwind Trading Ltd.',
    );
  });
});
