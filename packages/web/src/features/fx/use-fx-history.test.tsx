import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import type { FxTrade } from './api/fx-trades';
import { traderOptionsOf, useFxHistory } from './use-fx-history';

serveMockBank();

function renderHistory(path = '/app/fx-trades') {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ history: useFxHistory(), location: useLocation() }), { wrapper });
}

describe('useFxHistory against the mock bank', () => {
  // rule FX-10
  it('lists the seeded trades newest first, and a filter in the URL narrows the bank’s answer', async () => {
    const { result } = renderHistory();
    await waitFor(() => expect(result.current.history.query.isSuccess).toBe(true));
    const { trades, total } = result.current.history;
    expect(trades).toHaveLength(10);
    expect(total).toBeGreaterThan(10);
    const times = trades.map((t) => Date.parse(t.executed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    act(() => result.current.history.update({ sell_currency: 'EUR', traded_by: 'usr_grace' }));
    expect(result.current.location.search).toBe('?sell_currency=EUR&traded_by=usr_grace');
    await waitFor(() => expect(result.current.history.total).toBeLessThan(total));
    await waitFor(() =>
      expect(
        result.current.history.trades.every(
          (t) => t.sell_currency === 'EUR' && t.traded_by.user_ref === 'usr_grace',
        ),
      ).toBe(true),
    );
    expect(result.current.history.activeFilterCount).toBe(2);
    act(() => result.current.history.clearFilters());
    expect(result.current.location.search).toBe('');
  });

  it('reads a bank account of another organization as all of this one’s', () => {
    const { result } = renderHistory('/app/fx-trades?bank_account=ba_globex_main&page=2');
    expect(result.current.history.params).toMatchObject({ page: 2, bank_account: undefined });
  });

  // rule FX-10
  it('offers the members as traders to an owner, and to a viewer those who traded on the page', async () => {
    const owner = renderHistory();
    await waitFor(() => expect(owner.result.current.history.traderOptions.length).toBeGreaterThanOrEqual(4));
    expect(owner.result.current.history.traderOptions.map((o) => o.label)).toContain(
      'Grace Hopper (Approver)',
    );

    await signInToMockBank('lin@northwind.test');
    const viewer = renderHistory();
    await waitFor(() => expect(viewer.result.current.history.query.isSuccess).toBe(true));
    const traders = new Set(viewer.result.current.history.trades.map((t) => t.traded_by.user_ref));
    expect(viewer.result.current.history.traderOptions.map((o) => o.value).sort()).toEqual(
      [...traders].sort(),
    );
  });

  it('keeps a chosen trader who is on neither list, by ref', () => {
    const trade = { traded_by: { user_ref: 'usr_grace', name: 'Grace Hopper', role: 'approver' } } as FxTrade;
    expect(traderOptionsOf([], [trade, trade], 'usr_gone')).toEqual([
      { value: 'usr_grace', label: 'Grace Hopper (Approver)' },
      { value: 'usr_gone', label: 'usr_gone' },
    ]);
  });
});
