import { describe, expect, it } from 'vitest';
import { isCurrentUser } from './current-user';
import { makeCurrentUser } from './testing/current-user-fixture';

describe('isCurrentUser', () => {
  it('accepts a current user', () => {
    expect(isCurrentUser(makeCurrentUser())).toBe(true);
  });

  it.each([
    null,
    undefined,
    'x',
    {},
    { ref: 'usr_1' },
    { ref: 'usr_1', email: 'a@b.c', organization_accounts: null },
  ])('refuses %j', (value) => {
    expect(isCurrentUser(value)).toBe(false);
  });
});
