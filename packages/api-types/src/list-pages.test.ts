import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, isPerPage, PER_PAGE_VALUES } from './list-pages';

describe('list pages', () => {
  it('knows a page size the API serves from one it refuses', () => {
    expect([5, 10, 15, 20, 50, 100, 200].filter(isPerPage)).toEqual([10, 20, 50, 100]);
  });

  it('defaults to the smallest size the API serves', () => {
    expect(isPerPage(DEFAULT_PER_PAGE)).toBe(true);
    expect(DEFAULT_PER_PAGE).toBe(Math.min(...PER_PAGE_VALUES));
  });
});
