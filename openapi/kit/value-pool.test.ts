import { describe, expect, it } from 'vitest';
import type { KitOperation, KitParameter } from './contract.js';
import { ValuePool } from './value-pool.js';

const refParam = (name: string, prefix: string, at: KitParameter['in'] = 'path'): KitParameter => ({
  name,
  in: at,
  required: true,
  schema: { type: 'string' },
  pattern: new RegExp(`^${prefix}_[A-Za-z0-9_]+$`),
  example: undefined,
});
const plainParam = (name: string, example: unknown, schema: Record<string, unknown> = {}): KitParameter => ({
  name,
  in: 'query',
  required: true,
  schema: { type: 'string', ...schema },
  pattern: null,
  example,
});
const operation = (parameters: KitParameter[]): KitOperation => ({
  operationId: 'op',
  method: 'GET',
  template: '/x',
  tag: 'x',
  safe: true,
  authenticated: true,
  parameters,
  statuses: ['200'],
});

describe('ValuePool', () => {
  it('fills a payment from a list, its bank account from the payment and its organization from the request', () => {
    const pool = new ValuePool();
    pool.add(
      { data: [{ ref: 'pay_1', bank_account_ref: 'ba_treasury', amount: '1.00' }] },
      { account: 'org_n' },
    );
    pool.add({ data: [{ ref: 'ba_ops' }] }, {});
    const filling = pool.fill(
      operation([refParam('account', 'org'), refParam('bankAccount', 'ba'), refParam('payment', 'pay')]),
    );
    expect(filling).toEqual({ values: { account: 'org_n', bankAccount: 'ba_treasury', payment: 'pay_1' } });
  });

  it('takes a nested object’s parents as its context (a bank account inside its organization)', () => {
    const pool = new ValuePool();
    pool.add({ data: { organization_accounts: [{ ref: 'org_a', bank_accounts: [{ ref: 'ba_a' }] }] } }, {});
    expect(pool.fill(operation([refParam('account', 'org'), refParam('bankAccount', 'ba')]))).toEqual({
      values: { account: 'org_a', bankAccount: 'ba_a' },
    });
  });

  it('fills a plain query parameter from the object it is about, else from its example; says what is missing', () => {
    const pool = new ValuePool();
    pool.add({ data: [{ ref: 'rcp_1', currency: 'EUR' }] }, {});
    const fee = operation([
      refParam('recipient_ref', 'rcp', 'query'),
      plainParam('currency', 'GBP', { pattern: '^[A-Z]{3}$' }),
    ]);
    expect(pool.fill(fee)).toEqual({ values: { recipient_ref: 'rcp_1', currency: 'EUR' } });
    expect(pool.fill(operation([plainParam('base', 'GBP')]))).toEqual({ values: { base: 'GBP' } });
    expect(pool.fill(operation([refParam('trade', 'fxt')]))).toEqual({
      missing: expect.stringContaining('no trade') as unknown as string,
    });
  });
});
