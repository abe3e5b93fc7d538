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
  links: [],
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

  it('chooses a record of its own before a mention inside another object (an audit event’s target)', () => {
    const pool = new ValuePool();
    pool.add({ data: [{ ref: 'aud_1', target: { type: 'recipient', ref: 'rcp_deleted' } }] }, {});
    pool.add({ data: [{ ref: 'aud_2', target: { type: 'recipient', ref: 'rcp_listed' } }] }, {});
    pool.add(
      { data: [{ ref: 'rcp_listed', name: 'Listed Ltd' }, { ref: 'rcp_other' }] },
      { account: 'org_n' },
    );
    const recipient = operation([refParam('account', 'org'), refParam('recipient', 'rcp')]);
    expect(pool.matching(/^rcp_/).map((f) => f.ref)).toEqual(['rcp_listed', 'rcp_other', 'rcp_deleted']);
    expect(pool.matching(/^rcp_/)[0]?.object).toEqual({ ref: 'rcp_listed', name: 'Listed Ltd' });
    pool.add({ data: [{ ref: 'org_n' }] }, {});
    expect(pool.fill(recipient)).toEqual({ values: { account: 'org_n', recipient: 'rcp_listed' } });
  });

  it('fills an operation about a given object (the one a flow created) from the request that answered it', () => {
    const pool = new ValuePool();
    pool.add({ data: [{ ref: 'pay_old' }] }, { account: 'org_n', bankAccount: 'ba_treasury' });
    pool.add({ data: { ref: 'pay_new' } }, { account: 'org_n', bankAccount: 'ba_ops' });
    const cancel = operation([
      refParam('account', 'org'),
      refParam('bankAccount', 'ba'),
      refParam('payment', 'pay'),
    ]);
    expect(pool.fill(cancel, 'pay_new')).toEqual({
      values: { account: 'org_n', bankAccount: 'ba_ops', payment: 'pay_new' },
    });
    expect(pool.fill(cancel, 'pay_gone')).toEqual({
      missing: expect.stringContaining('pay_gone') as unknown as string,
    });
  });
});
