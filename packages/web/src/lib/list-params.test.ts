import { describe, expect, it } from 'vitest';
import { patchListParams, readDateRange, readPageParams } from './list-params';

const query = (text: string) => new URLSearchParams(text);

describe('readPageParams', () => {
  it('reads the page and a served page size', () => {
    expect(readPageParams(query('page=3&per_page=50'))).toEqual({ page: 3, per_page: 50 });
    expect(readPageParams(query('page=100000&per_page=100'))).toEqual({ page: 100_000, per_page: 100 });
  });

  it('is page 1 of 10 when missing', () => {
    expect(readPageParams(query(''))).toEqual({ page: 1, per_page: 10 });
  });

  it('drops a page below 1, past the contract’s maximum or not a number, and a size the API does not serve', () => {
    for (const page of ['0', '-1', '100001', 'x']) expect(readPageParams(query(`page=${page}`)).page).toBe(1);
    for (const size of ['7', '200', 'x']) expect(readPageParams(query(`per_page=${size}`)).per_page).toBe(10);
  });
});

describe('readDateRange', () => {
  it('reads a range and puts a reversed one in order', () => {
    expect(readDateRange(new URLSearchParams('from=2026-01-01&to=2026-02-01'))).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(readDateRange(new URLSearchParams('from=2026-02-01&to=2026-01-01'))).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('drops dates that are not real or not YYYY-MM-DD, keeping the other end', () => {
    expect(readDateRange(new URLSearchParams('from=2026-02-31&to=2026-03-01'))).toEqual({
      from: undefined,
      to: '2026-03-01',
    });
    expect(readDateRange(new URLSearchParams('from=2026-01-01&to=1/2/2026'))).toEqual({
      from: '2026-01-01',
      to: undefined,
    });
    expect(readDateRange(new URLSearchParams(''))).toEqual({ from: undefined, to: undefined });
  });
});

describe('patchListParams', () => {
  it('sets and removes keys, keeps the others, and goes back to the first page', () => {
    const next = patchListParams(query('tab=x&status=pending&currency=GBP&page=4'), {
      status: 'failed',
      currency: null,
      from: '',
      to: undefined,
      per_page: 20,
    });
    expect(next.toString()).toBe('tab=x&status=failed&per_page=20');
  });

  it('keeps the page it is given, and removes it when given empty', () => {
    expect(patchListParams(query('status=pending&page=4'), { page: 2 }).toString()).toBe(
      'status=pending&page=2',
    );
    expect(patchListParams(query('page=4'), { page: null }).toString()).toBe('');
  });

  it('leaves the query it was given alone', () => {
    const search = query('page=4');
    patchListParams(search, { status: 'failed' });
    expect(search.toString()).toBe('page=4');
  });
});
