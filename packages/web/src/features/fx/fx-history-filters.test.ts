import { describe, expect, it } from 'vitest';
import { FX_HISTORY_LIST } from './fx-history-filters';

describe('FX history filters from the URL (rule FX-10)', () => {
  it('reads every filter the contract takes', () => {
    const search = new URLSearchParams(
      'page=3&per_page=20&bank_account=ba_northwind_ops&sell_currency=GBP&buy_currency=EUR&status=completed&from=2026-03-01&to=2026-03-31&traded_by=usr_grace',
    );
    expect(FX_HISTORY_LIST.read(search)).toEqual({
      bank_account: 'ba_northwind_ops',
      sell_currency: 'GBP',
      buy_currency: 'EUR',
      status: 'completed',
      from: '2026-03-01',
      to: '2026-03-31',
      traded_by: 'usr_grace',
    });
  });

  it('drops what the contract would refuse and orders a reversed range', () => {
    const search = new URLSearchParams(
      'bank_account=x&sell_currency=gbp&buy_currency=EURO&status=settled&from=2026-03-31&to=2026-03-01&traded_by=<b>',
    );
    expect(FX_HISTORY_LIST.read(search)).toEqual({
      bank_account: undefined,
      sell_currency: undefined,
      buy_currency: undefined,
      status: undefined,
      from: '2026-03-01',
      to: '2026-03-31',
      traded_by: undefined,
    });
  });

  it('clears every filter it reads', () => {
    const read = Object.keys(FX_HISTORY_LIST.read(new URLSearchParams()));
    expect([...FX_HISTORY_LIST.keys].sort()).toEqual(read.sort());
  });
});
