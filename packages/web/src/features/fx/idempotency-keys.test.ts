import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-keys';

describe('idempotency keys of a quote', () => {
  it('gives the same key to the same body, however often it is sent', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    const first = keys.keyFor({ quote_ref: 'quo_1' });
    expect(keys.keyFor({ quote_ref: 'quo_1' })).toBe(first);
    expect(n).toBe(1);
  });

  it('gives a new key to another body (a corrected 2FA code), independent of property order', () => {
    const keys = createIdempotencyKeys();
    const wrong = keys.keyFor({ quote_ref: 'quo_1', two_factor_code: '111111' });
    const right = keys.keyFor({ two_factor_code: '222222', quote_ref: 'quo_1' });
    expect(right).not.toBe(wrong);
    expect(keys.keyFor({ two_factor_code: '111111', quote_ref: 'quo_1' })).toBe(wrong);
    expect(wrong).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never shares keys between quotes', () => {
    expect(createIdempotencyKeys().keyFor({ quote_ref: 'quo_1' })).not.toBe(
      createIdempotencyKeys().keyFor({ quote_ref: 'quo_1' }),
    );
  });
});
