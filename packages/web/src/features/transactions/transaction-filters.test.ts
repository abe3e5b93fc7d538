import { describe, expect, it } from 'vitest';
import { filtersOf, readTransactionParams, writeTransactionParams } from './transaction-filters';

describe('transaction filters in the URL', () => {
  it('reads valid filters and the page', () => {
    const params = readTransactionParams(
      new URLSearchParams(
        'tab=transactions&from=2026-01-01&to=2026-01-31&type=fee&currency=gbp&status=completed&bank_account=ba_northwind_ops&page=3&per_page=50',
      ),
    );
    expect(params).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      type: 'fee',
      currency: 'GBP',
      status: 'completed',
      bank_account: 'ba_northwind_ops',
      page: 3,
      per_page: 50,
    });
  });

  it('drops what is invalid and orders a reversed range', () => {
    const params = readTransactionParams(
      new URLSearchParams(
        'from=2026-02-30&to=x&type=bribe&currency=EURO&status=lost&bank_account=../x&page=-1&per_page=7',
      ),
    );
    expect(filtersOf(params)).toEqual({});
    expect(params.page).toBe(1);
    expect(params.per_page).toBe(10);
    expect(readTransactionParams(new URLSearchParams('from=2026-03-10&to=2026-03-01'))).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('a filter change goes back to page 1 and keeps other keys', () => {
    const next = writeTransactionParams(new URLSearchParams('tab=transactions&page=4&type=fee'), {
      currency: 'EUR',
      type: null,
    });
    expect(next.toString()).toBe('tab=transactions&currency=EUR');
    const paged = writeTransactionParams(next, { page: 2, per_page: 20 });
    expect(paged.toString()).toBe('tab=transactions&currency=EUR&page=2&per_page=20');
    expect(writeTransactionParams(paged, { page: 1, per_page: 10 }).toString()).toBe(
      'tab=transactions&currency=EUR',
    );
  });
});
