import { describe, expect, it } from 'vitest';
import { withBankRefs } from './request-builder.js';
import { ValuePool } from './value-pool.js';

const PATTERNS = [/^rcp_[A-Za-z0-9_]+$/, /^pay_[A-Za-z0-9_]+$/];

describe('withBankRefs', () => {
  const pool = new ValuePool();
  pool.add(
    {
      data: [
        { ref: 'rcp_eur', currency: 'EUR', status: 'active' },
        { ref: 'rcp_gbp', currency: 'GBP', status: 'active' },
        { ref: 'rcp_example', currency: 'USD', status: 'active' },
      ],
    },
    {},
  );

  it('keeps a ref the bank answered with, and replaces another with one of the bank’s that agrees with the fields beside it', () => {
    const body = { recipient_ref: 'rcp_example', amount: '10.00', currency: 'GBP' };
    expect(withBankRefs(body, PATTERNS, pool)).toEqual(body);
    expect(withBankRefs({ ...body, recipient_ref: 'rcp_made_up' }, PATTERNS, pool)).toEqual({
      ...body,
      recipient_ref: 'rcp_gbp',
    });
    expect(withBankRefs({ recipient_ref: 'rcp_made_up', currency: 'JPY' }, PATTERNS, pool)).toEqual({
      recipient_ref: 'rcp_eur',
      currency: 'JPY',
    });
  });

  it('leaves a ref of a type the bank has not answered with, and every other value, as they are', () => {
    const body = { payment_refs: ['pay_made_up'], rows: [{ reference: 'INV-1', count: 2 }] };
    expect(withBankRefs(body, PATTERNS, pool)).toEqual(body);
  });
});
