import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useBalancesPending, useBalancesQueries, useBalancesQuery } from './balances';

serveMockBank();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('balances against the mock bank', () => {
  it('useBalancesQuery gives the bank account balances as decimal strings', async () => {
    const { result } = renderHook(() => useBalancesQuery('org_northwind', 'ba_northwind_ops'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((b) => b.currency).sort()).toEqual(['EUR', 'GBP', 'USD']);
    for (const b of result.current.data ?? []) expect(typeof b.available).toBe('string');
  });

  it('useBalancesQueries joins the balances of several bank accounts', async () => {
    const { result } = renderHook(
      () => useBalancesQueries('org_northwind', ['ba_northwind_ops', 'ba_northwind_treasury']),
      { wrapper },
    );
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.balances.map((b) => b.currency).sort()).toEqual([
      'CHF',
      'EUR',
      'EUR',
      'GBP',
      'JPY',
      'USD',
    ]);
  });

  it('useBalancesPending says whether any of the balances is still to come', async () => {
    const { result } = renderHook(
      () => useBalancesPending('org_northwind', ['ba_northwind_ops', 'ba_northwind_treasury']),
      { wrapper },
    );
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('asks nothing without a bank account', () => {
    const { result } = renderHook(() => useBalancesQuery('org_northwind', ''), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
