import { describe, expect, it } from 'vitest';
import { splitJoinedSetCookie } from '../../../../scripts/prism/prism-front.mjs';

describe('splitJoinedSetCookie (repairs the Set-Cookie header Prism joins with commas)', () => {
  it('splits the joined cookies, keeping each one whole', () => {
    const joined =
      'portal_refresh=r.abc; Max-Age=43200; Path=/api/v1/auth; HttpOnly; SameSite=Strict,XSRF-TOKEN=n1.sig; Path=/; SameSite=Strict,portal_sid=s1; Path=/; HttpOnly';
    expect(splitJoinedSetCookie(joined)).toEqual([
      'portal_refresh=r.abc; Max-Age=43200; Path=/api/v1/auth; HttpOnly; SameSite=Strict',
      'XSRF-TOKEN=n1.sig; Path=/; SameSite=Strict',
      'portal_sid=s1; Path=/; HttpOnly',
    ]);
  });

  it('leaves a single cookie and no cookie alone', () => {
    expect(splitJoinedSetCookie('XSRF-TOKEN=a; Path=/')).toEqual(['XSRF-TOKEN=a; Path=/']);
    expect(splitJoinedSetCookie(undefined)).toEqual([]);
  });
});
