import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { createTestQueryClient, mockControl, serveMockBank } from '../../testing/mock-bank-session';
import { ledgerTransactions, rangeWithSomeTransactions } from './testing/bank-ledger';
import { currencyOptionsOf, useTransactionsList } from './use-transactions-list';

const { bank } = serveMockBank();

function renderList(path = '/app/dashboard?tab=transactions') {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ list: useTransactionsList(), location: useLocation() }), { wrapper });
}

type Rendered = ReturnType<typeof renderList>['result'];
const search = (result: Rendered) => new URLSearchParams(result.current.location.search);
const refsOf = (rows: readonly { ref: string }[] | undefined) => rows?.map((t) => t.ref);

describe('useTransactionsList against the mock bank', () => {
  it('lists the newest transactions of the organization account, ten to a page, and the total', async () => {
    const all = ledgerTransactions(bank);
    const { result } = renderList();
    expect(result.current.list.query.isPending).toBe(true);
    await waitFor(() => expect(result.current.list.query.isSuccess).toBe(true));
    expect(result.current.list.total).toBe(all.length);
    expect(refsOf(result.current.list.query.data?.data)).toEqual(refsOf(all.slice(0, 10)));
    expect(result.current.list.filters).toEqual({});
  });

  it('reads the filters of the link, and nothing matches a range without transactions', async () => {
    const { result } = renderList('/app/dashboard?tab=transactions&from=2001-01-01&to=2001-01-31');
    expect(result.current.list.filters).toEqual({ from: '2001-01-01', to: '2001-01-31' });
    expect(result.current.list.activeFilterCount).toBe(1);
    await waitFor(() => expect(result.current.list.query.isSuccess).toBe(true));
    expect(result.current.list.total).toBe(0);
    act(() => result.current.list.clearFilters());
    expect(search(result).toString()).toBe('tab=transactions');
  });

  it('a range goes into the URL (the view’s other keys stay, the page goes) and lists only what is inside it', async () => {
    const all = ledgerTransactions(bank);
    const range = rangeWithSomeTransactions(all, { min: 2, max: 10 });
    const inside = ledgerTransactions(bank, range);
    const { result } = renderList('/app/dashboard?tab=transactions&page=3');
    await waitFor(() => expect(result.current.list.query.isSuccess).toBe(true));
    act(() => result.current.list.update(range));
    expect(search(result).get('from')).toBe(range.from);
    expect(search(result).get('to')).toBe(range.to);
    expect(search(result).get('tab')).toBe('transactions');
    expect(search(result).get('page')).toBeNull();
    await waitFor(() => expect(result.current.list.total).toBe(inside.length));
    expect(refsOf(result.current.list.query.data?.data)).toEqual(refsOf(inside));
  });

  it("the list that could not be loaded loads on 'Try again'", async () => {
    const all = ledgerTransactions(bank);
    // The bank's next answer to the list is a 500.
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/accounts/org_northwind/transactions', method: 'GET', status: 500 }),
    });
    const { result } = renderList();
    await waitFor(() => expect(result.current.list.query.isError).toBe(true));
    await act(() => result.current.list.query.refetch());
    await waitFor(() => expect(result.current.list.query.isSuccess).toBe(true));
    expect(refsOf(result.current.list.query.data?.data)).toEqual(refsOf(all.slice(0, 10)));
  });
});

describe('transaction filter choices', () => {
  it('offers the session’s currencies, keeping a filtered one the account no longer holds', () => {
    expect(currencyOptionsOf(['GBP', 'EUR'], 'EUR').map((o) => o.value)).toEqual(['GBP', 'EUR']);
    expect(currencyOptionsOf(['GBP', 'EUR'], 'JPY').map((o) => o.value)).toEqual(['GBP', 'EUR', 'JPY']);
  });

  it('counts the date range once however many of its ends are set', () => {
    const count = (query: string) =>
      renderList(`/app/dashboard?${query}`).result.current.list.activeFilterCount;
    expect(count('tab=transactions')).toBe(0);
    expect(count('from=2026-01-01&to=2026-01-31&type=fee')).toBe(2);
    expect(count('to=2026-01-31&currency=GBP&status=completed&bank_account=ba_x')).toBe(4);
  });

  describe('the CSV export (rule ROLE-09)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is recorded with the bank, with the filters and the row count, before the download', async () => {
      const downloads: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        downloads.push(blob as Blob);
        return 'blob:transactions';
      });
      const { result } = renderList('/app/dashboard?tab=transactions&type=payment&page=2');
      await waitFor(() => expect(result.current.list.query.isSuccess).toBe(true));
      await act(() => result.current.list.exportCsv());
      expect(downloads).toHaveLength(1);
      const events = await unwrap(
        apiClient.GET('/accounts/{account}/audit-events', {
          params: { path: { account: 'org_northwind' }, query: { action: 'export.created' } },
        }),
      );
      expect(events.data[0]?.after).toEqual({
        dataset: 'transactions',
        format: 'csv',
        filters: { type: 'payment' },
        row_count: result.current.list.total,
      });
    });

    it('stops with no file when the bank refuses to record it', async () => {
      const created = vi.spyOn(URL, 'createObjectURL');
      await mockControl('/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/accounts/org_northwind/exports', method: 'POST', status: 403 }),
      });
      const { result } = renderList();
      await waitFor(() => expect(result.current.list.query.isSuccess).toBe(true));
      await act(() => result.current.list.exportCsv());
      expect(created).not.toHaveBeenCalled();
      expect(result.current.list.exporting).toBe(false);
    });
  });
});
