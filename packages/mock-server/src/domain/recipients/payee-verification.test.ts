import { describe, expect, it } from 'vitest';
import { needsNewCheck, normaliseName } from './payee-verification.js';

describe('payee name comparison', () => {
  it('ignores case, accents, punctuation and trailing legal suffixes', () => {
    expect(normaliseName('Hudson Valley Components, Inc.')).toBe('hudson valley components');
    expect(normaliseName('  MÜLLER & Söhne GmbH ')).toBe('muller sohne');
    expect(normaliseName('Acme B.V.')).toBe('acme');
    expect(normaliseName('Acme BV')).toBe('acme');
    // A name that is only a suffix keeps it.
    expect(normaliseName('Limited')).toBe('limited');
  });

  it('checks again only when the name, type or bank details change', () => {
    const base = {
      name: 'Fenwick',
      type: 'business' as const,
      bankDetails: { scheme: 'sort_code' as const, sort_code: '200000', account_number: '55779911' },
    };
    expect(needsNewCheck(base, { ...base })).toBe(false);
    expect(needsNewCheck(base, { ...base, name: 'Fenwick Ltd' })).toBe(true);
    expect(needsNewCheck(base, { ...base, type: 'individual' })).toBe(true);
    expect(
      needsNewCheck(base, { ...base, bankDetails: { ...base.bankDetails, account_number: '55779912' } }),
    ).toBe(true);
  });
});
