import { describe, expect, it } from 'vitest';
import { fetchAllPages, type ListPage } from './fetch-all-pages';

/** A list of `total` numbered rows served page by page; records which pages were asked for. */
function pagedList(total: number) {
  const asked: Array<[page: number, perPage: number]> = [];
  const fetchPage = async (page: number, perPage: number): Promise<ListPage<number>> => {
    asked.push([page, perPage]);
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => start + i);
    return { data, meta: { total } };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('reads every page of 100, in order, and says the rows are complete', async () => {
    const list = pagedList(250);
    const all = await fetchAllPages(list.fetchPage);
    expect(list.asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(all.rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(all).toMatchObject({ total: 250, truncated: false });
  });

  it('asks no further page once the total is read', async () => {
    const list = pagedList(200);
    const all = await fetchAllPages(list.fetchPage);
    expect(list.asked.map(([page]) => page)).toEqual([1, 2]);
    expect(all.rows).toHaveLength(200);
  });

  it('reads one empty page for an empty list', async () => {
    const list = pagedList(0);
    expect(await fetchAllPages(list.fetchPage)).toEqual({ rows: [], total: 0, truncated: false });
    expect(list.asked).toHaveLength(1);
  });

  it('stops at the bound, keeps only the first rows and says the rows were cut', async () => {
    const list = pagedList(1000);
    const all = await fetchAllPages(list.fetchPage, { maxRows: 150 });
    expect(list.asked.map(([page]) => page)).toEqual([1, 2]);
    expect(all.rows).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(all).toMatchObject({ total: 1000, truncated: true });
  });

  it('is bounded at 10,000 rows by default', async () => {
    const list = pagedList(12_345);
    const all = await fetchAllPages(list.fetchPage);
    expect(list.asked).toHaveLength(100);
    expect(all.rows).toHaveLength(10_000);
    expect(all).toMatchObject({ total: 12_345, truncated: true });
  });

  it('asks for no further page once aborted', async () => {
    const list = pagedList(500);
    const controller = new AbortController();
    const fetchPage = async (page: number, perPage: number) => {
      if (page === 2) controller.abort();
      return list.fetchPage(page, perPage);
    };
    await expect(fetchAllPages(fetchPage, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(list.asked.map(([page]) => page)).toEqual([1, 2]);
  });
});
