import { describe, expect, it } from 'vitest';
import { PAYMENT_LIST } from './payment-filters';

const readPaymentFilters = (search: URLSearchParams) => PAYMENT_LIST.read(search);

describe('payment filters in the URL', () => {
  it('reads every filter (the page is the list state’s)', () => {
    const filters = readPaymentFilters(
      new URLSearchParams(
        'bank_account=ba_northwind_ops&status=pending&from=2026-01-01&to=2026-02-01&recipient=rcp_1&currency=GBP&page=2&per_page=20',
      ),
    );
    expect(filters).toEqual({
      bank_account: 'ba_northwind_ops',
      status: 'pending',
      from: '2026-01-01',
      to: '2026-02-01',
      recipient: 'rcp_1',
      currency: 'GBP',
    });
  });

  it('drops malformed values', () => {
    const filters = readPaymentFilters(
      new URLSearchParams('bank_account=x&status=nope&from=1/1/2026&currency=gbp&page=-1&per_page=7'),
    );
    expect(filters).toEqual({
      bank_account: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      recipient: undefined,
      currency: undefined,
    });
  });

  it('puts a reversed date range in order and drops a date that does not exist', () => {
    expect(readPaymentFilters(new URLSearchParams('from=2026-03-01&to=2026-02-01'))).toMatchObject({
      from: '2026-02-01',
      to: '2026-03-01',
    });
    expect(readPaymentFilters(new URLSearchParams('from=2026-02-30'))).toMatchObject({ from: undefined });
  });
});
