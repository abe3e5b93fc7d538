import { describe, expect, it } from 'vitest';
import { serveMockBank } from '../../../testing/mock-bank-session';
import { fetchAllTransactions } from './fetch-all-transactions';
import { fetchTransactionsPage } from './list-transactions';

serveMockBank();

describe('fetching every page of a filter (export, statement)', () => {
  it('reads all pages of the filter, in the API order', async () => {
    const filters = { bank_account: 'ba_northwind_ops', currency: 'GBP' };
    const first = await fetchTransactionsPage('org_northwind', { ...filters, page: 1, per_page: 10 });
    const all = await fetchAllTransactions('org_northwind', filters);
    expect(all.total).toBe(first.meta.total);
    expect(all.rows).toHaveLength(first.meta.total);
    expect(all.truncated).toBe(false);
    expect(all.rows.slice(0, 10).map((t) => t.ref)).toEqual(first.data.map((t) => t.ref));
    expect(new Set(all.rows.map((t) => t.ref)).size).toBe(all.rows.length);
    for (const t of all.rows) expect([t.bank_account_ref, t.currency]).toEqual(['ba_northwind_ops', 'GBP']);
  });

  it('stops at the bound and says so', async () => {
    const all = await fetchAllTransactions('org_northwind', {}, { maxRows: 150 });
    expect(all.rows).toHaveLength(150);
    expect(all.truncated).toBe(true);
    expect(all.total).toBeGreaterThan(150);
  });
});
