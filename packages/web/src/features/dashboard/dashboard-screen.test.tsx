import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../lib/format-amount';
import { useSessionStore } from '../../stores/session-store';
import { createTestQueryClient, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { useBalanceHistoryQuery } from './api/get-balance-history';
import { useIndicativeFxRatesQuery } from './api/get-indicative-fx-rates';
import { useLatestPaymentsQuery } from './api/list-payments';
import { DashboardScreen } from './dashboard-screen';

const { bank } = serveMockBank();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('dashboard hooks and screen against the mock bank', () => {
  it('useBalanceHistoryQuery gives 30 or 90 daily points; rates and latest payments load', async () => {
    const { result } = renderHook(
      () => ({
        d30: useBalanceHistoryQuery('org_northwind', 'ba_northwind_ops', 'bal_northwind_ops_gbp', 30),
        d90: useBalanceHistoryQuery('org_northwind', 'ba_northwind_ops', 'bal_northwind_ops_gbp', 90),
        rates: useIndicativeFxRatesQuery('GBP'),
        payments: useLatestPaymentsQuery('org_northwind', ['ba_northwind_ops', 'ba_northwind_treasury']),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.d90.data).toHaveLength(90));
    expect(result.current.d30.data).toHaveLength(30);
    await waitFor(() => expect(result.current.rates.data?.base).toBe('GBP'));
    expect(result.current.rates.data?.rates.GBP).toBe('1');
    await waitFor(() => expect(result.current.payments.data).toHaveLength(5));
    const created = result.current.payments.data.map((p) => p.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('shows each bank account with its balances, the indicative total, and follows the account switch', async () => {
    renderScreen(<DashboardScreen latestTransactions={<p>latest</p>} transactions={<p>all</p>} />, {
      path: '/app/dashboard',
    });
    const ops = await screen.findByRole('region', { name: 'Operating account' });
    const gbp = [...bank.store.balances.values()].find((b) => b.ref === 'bal_northwind_ops_gbp');
    if (!gbp) throw new Error('no seeded GBP balance');
    const gbpRow = await within(ops).findByRole('row', { name: /GBP/ });
    const available = (gbp.current - gbp.held).toString();
    expect(gbpRow).toHaveTextContent(formatAmount(`${available.slice(0, -2)}.${available.slice(-2)}`, 'GBP'));
    expect(screen.getByRole('region', { name: 'Treasury account' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-in-base')).toHaveTextContent(/^≈ [\d,]+\.\d{2} GBP$/);
    expect(screen.getByText(/^Indicative:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New payment' })).toHaveAttribute(
      'href',
      '/app/new-payment/recipient',
    );
    expect(screen.getByRole('link', { name: 'New FX trade' })).toHaveAttribute('href', '/app/new-fx-trade');

    useSessionStore.getState().selectAccount('org_acme');
    expect(await screen.findByRole('region', { name: 'Hauptkonto' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Operating account' })).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard-account-name')).toHaveTextContent('Acme Exports GmbH');
  });

  it('opens the transactions tab from the URL', async () => {
    renderScreen(
      <DashboardScreen latestTransactions={<p>latest</p>} transactions={<p>all transactions</p>} />,
      {
        path: '/app/dashboard?tab=transactions',
      },
    );
    expect(await screen.findByText('all transactions')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  });
});
