import { describe, expect, it } from 'vitest';
import { TRANSACTION_LIST } from './transaction-filters';

describe('transaction filters in the URL', () => {
  it('reads valid filters (the page is the list state’s)', () => {
    const filters = TRANSACTION_LIST.read(
      new URLSearchParams(
        'tab=transactions&from=2026-01-01&to=2026-01-31&type=fee&currency=gbp&status=completed&bank_account=ba_northwind_ops&page=3&per_page=50',
      ),
    );
    expect(filters).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      type: 'fee',
      currency: 'GBP',
      status: 'completed',
      bank_account: 'ba_northwind_ops',
    });
  });

  it('drops what is invalid and orders a reversed range', () => {
    const filters = TRANSACTION_LIST.read(
      new URLSearchParams('from=2026-02-30&to=x&type=bribe&currency=EURO&status=lost&bank_account=../x'),
    );
    expect(Object.values(filters).filter((v) => v !== undefined)).toEqual([]);
    expect(TRANSACTION_LIST.read(new URLSearchParams('from=2026-03-10&to=2026-03-01'))).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
