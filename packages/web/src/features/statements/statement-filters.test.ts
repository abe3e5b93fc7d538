import { describe, expect, it } from 'vitest';
import { currentYear, STATEMENT_LIST, yearOptions } from './statement-filters';

const read = (text: string) => STATEMENT_LIST.read(new URLSearchParams(text));

describe('the statements’ filters in the URL', () => {
  it('rule STM-01: reads the account, currency and year, dropping what the bank would refuse', () => {
    expect(read('bank_account=ba_northwind_ops&currency=gbp&year=2025')).toEqual({
      bank_account: 'ba_northwind_ops',
      currency: 'GBP',
      year: 2025,
    });
    expect(read('bank_account=rcp_1&currency=POUND&year=1999')).toEqual({
      bank_account: undefined,
      currency: undefined,
      year: undefined,
    });
    expect(read('year=20251').year).toBeUndefined();
  });

  it('rule STM-01: this year is the start, not a filter; another year counts as one', () => {
    const count = STATEMENT_LIST.count ?? (() => -1);
    expect(count({ year: currentYear() })).toBe(0);
    expect(count({ year: currentYear() - 1 })).toBe(1);
    expect(count({ bank_account: 'ba_northwind_ops', currency: 'GBP', year: currentYear() })).toBe(2);
  });

  it('offers this year first and six before it', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(yearOptions(2002)).toEqual([2002, 2001, 2000]);
  });
});
