import { unwrap } from '@portal/api-types';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { useSessionStore } from '../../domains/session/session-store';
import { formatAmount } from '../../lib/format-amount';
import {
  createTestQueryClient,
  renderScreen,
  serveMockBank,
  signInToMockBank,
} from '../../testing/mock-bank-session';
import { useBalanceHistoryQuery } from './api/get-balance-history';
import { indicativeFxRatesQueryOptions, useIndicativeFxRatesQuery } from './api/get-indicative-fx-rates';
import { usePaymentsInProgressQuery } from './api/list-payments';
import { DashboardScreen } from './dashboard-screen';

const { bank } = serveMockBank();

/** The statuses the contract calls final (`in_progress`): written out here, the test's own oracle. */
const FINAL_PAYMENT_STATUSES: readonly string[] = [
  'completed',
  'settled',
  'failed',
  'partially_failed',
  'returned',
  'cancelled',
  'rejected',
  'expired',
  'recalled',
];

// ISO 4217 minor units of the base currencies these tests choose.
const MINOR_UNITS: Record<string, number> = { GBP: 2, EUR: 2, USD: 2, CHF: 2, JPY: 0 };

/** '-1234.5' → { value: -12345n, scale: 1 } */
function decimal(text: string): { value: bigint; scale: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign = '', int = '', frac = ''] = match;
  return { value: BigInt(`${sign}${int}${frac}`), scale: frac.length };
}

/**
 * What the total must read, worked out here on its own: the available balance of every currency of every
 * bank account of the selected organization account, live from the bank, each divided by the rate the
 * screen fetched (units per one base), summed as an exact fraction and rounded once, half away from zero,
 * to the base's minor units; then written '≈ 1,234.57 GBP'.
 */
async function expectedTotalText(queryClient: QueryClient, base: string): Promise<string> {
  const { currentAccountRef, userData } = useSessionStore.getState();
  const account = userData.organization_accounts?.find((a) => a.ref === currentAccountRef);
  if (!account) throw new Error('no selected organization account');
  const rates = queryClient.getQueryData(indicativeFxRatesQueryOptions(base).queryKey)?.rates;
  if (!rates) throw new Error(`the screen has no rates for ${base}`);
  let num = 0n;
  let den = 1n;
  for (const bankAccount of account.bank_accounts) {
    const balances = await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
        params: { path: { account: account.ref, bankAccount: bankAccount.ref } },
      }),
    );
    for (const balance of balances.data) {
      const amount = decimal(balance.available);
      const rateText = balance.currency === base ? '1' : rates[balance.currency];
      if (rateText === undefined) throw new Error(`no rate for ${balance.currency}`);
      const rate = decimal(rateText);
      // amount / rate = (a / 10^sa) / (r / 10^sr) = a·10^sr / (r·10^sa)
      const termNum = amount.value * 10n ** BigInt(rate.scale);
      const termDen = rate.value * 10n ** BigInt(amount.scale);
      num = num * termDen + termNum * den;
      den *= termDen;
    }
  }
  const minor = MINOR_UNITS[base];
  if (minor === undefined) throw new Error(`minor units of ${base}?`);
  const scaled = (num < 0n ? -num : num) * 10n ** BigInt(minor);
  const magnitude = (2n * scaled + den) / (2n * den);
  const digits = magnitude.toString().padStart(minor + 1, '0');
  const int = digits.slice(0, digits.length - minor).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = minor > 0 ? `.${digits.slice(-minor)}` : '';
  return `≈ ${num < 0n && magnitude > 0n ? '-' : ''}${int}${frac} ${base}`;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('dashboard hooks and screen against the mock bank', () => {
  it('useBalanceHistoryQuery gives 30 or 90 daily points; rates and the payments in progress load', async () => {
    const { result } = renderHook(
      () => ({
        d30: useBalanceHistoryQuery('org_northwind', 'ba_northwind_ops', 'bal_northwind_ops_gbp', 30),
        d90: useBalanceHistoryQuery('org_northwind', 'ba_northwind_ops', 'bal_northwind_ops_gbp', 90),
        rates: useIndicativeFxRatesQuery('GBP'),
        payments: usePaymentsInProgressQuery('org_northwind'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.d90.data).toHaveLength(90));
    expect(result.current.d30.data).toHaveLength(30);
    await waitFor(() => expect(result.current.rates.data?.base).toBe('GBP'));
    expect(result.current.rates.data?.rates.GBP).toBe('1');
    // The bank's own count of payments on their way; five of them shown, newest first, none of them final.
    const onTheirWay = [...bank.store.payments.values()].filter(
      (p) => p.orgRef === 'org_northwind' && !FINAL_PAYMENT_STATUSES.includes(p.status),
    );
    expect(onTheirWay.length).toBeGreaterThan(5);
    await waitFor(() => expect(result.current.payments.data?.total).toBe(onTheirWay.length));
    const rows = result.current.payments.data?.rows ?? [];
    expect(rows).toHaveLength(5);
    expect(rows.filter((p) => FINAL_PAYMENT_STATUSES.includes(p.status))).toEqual([]);
    const created = rows.map((p) => p.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('shows each bank account with its balances, the indicative total, and follows the account switch', async () => {
    const { queryClient } = renderScreen(
      <DashboardScreen latestTransactions={<p>latest</p>} transactions={<p>all</p>} />,
      { path: '/app/dashboard' },
    );
    const ops = await screen.findByRole('region', { name: 'Operating account' });
    const gbp = [...bank.store.balances.values()].find((b) => b.ref === 'bal_northwind_ops_gbp');
    if (!gbp) throw new Error('no seeded GBP balance');
    const gbpRow = await within(ops).findByRole('row', { name: /GBP/ });
    const available = (gbp.current - gbp.held).toString();
    expect(gbpRow).toHaveTextContent(formatAmount(`${available.slice(0, -2)}.${available.slice(-2)}`, 'GBP'));
    expect(await screen.findByRole('region', { name: 'Treasury account' })).toBeInTheDocument();
    const total = await screen.findByTestId('total-in-base');
    expect(total.textContent).toBe(await expectedTotalText(queryClient, 'GBP'));
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

  it('the total is exact to the minor unit, and follows the chosen base currency', async () => {
    const { queryClient, user } = renderScreen(
      <DashboardScreen latestTransactions={<p>latest</p>} transactions={<p>all</p>} />,
      { path: '/app/dashboard' },
    );
    // The figure is replaced by a placeholder while the rates of a new base load: look it up each time.
    const totalText = () => screen.queryByTestId('total-in-base')?.textContent;
    await screen.findByTestId('total-in-base');
    expect(totalText()).toBe(await expectedTotalText(queryClient, 'GBP'));

    for (const base of ['JPY', 'EUR']) {
      await user.click(screen.getByRole('combobox', { name: 'Base currency' }));
      await user.click(await screen.findByRole('option', { name: base }));
      await waitFor(() => expect(totalText()).toMatch(new RegExp(` ${base}$`)));
      const expected = await expectedTotalText(queryClient, base);
      // JPY has no minor units.
      expect(expected.includes('.')).toBe(base !== 'JPY');
      expect(totalText()).toBe(expected);
    }
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

  it('a viewer sees the quick actions disabled with the reason, not hidden (rule ROLE-03)', async () => {
    await signInToMockBank('lin@northwind.test');
    renderScreen(<DashboardScreen />, { path: '/app/dashboard' });
    const actions = screen.getByRole('group', { name: 'Quick actions' });
    expect(within(actions).getByRole('button', { name: 'New payment' })).toHaveAccessibleDescription(
      "Your role (Viewer) can't make payments. Ask an owner or admin.",
    );
    expect(within(actions).getByRole('button', { name: 'New FX trade' })).toHaveAccessibleDescription(
      "Your role (Viewer) can't trade foreign exchange. Ask an owner or admin.",
    );
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();
  });
});
