import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../../testing/mock-bank-session';
import { ledgerTransactions, rangeWithSomeTransactions } from '../testing/bank-ledger';
import type { TransactionListParams } from '../transaction-filters';
import { useTransactionsQuery } from './list-transactions';

const { server, bank } = serveMockBank();
const ACCOUNT = 'org_northwind';

/** The query strings of the transactions list requests sent from now on. */
function recordListRequests() {
  const sent: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/accounts/${ACCOUNT}/transactions`)) sent.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return sent;
}
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function renderTransactionsHook(account: string, params: TransactionListParams) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    (props: { params: TransactionListParams }) => useTransactionsQuery(account, props.params),
    {
      wrapper,
      initialProps: { params },
    },
  );
}

describe('useTransactionsQuery against the mock bank', () => {
  it('sends the page, the page size and every filter, and gives that page of the filtered ledger', async () => {
    const gbpSettled = ledgerTransactions(bank, { currency: 'GBP', status: 'settled' });
    const range = rangeWithSomeTransactions(gbpSettled, { min: 25, max: 60 });
    const filters = { ...range, currency: 'GBP', status: 'settled' } as const;
    const expected = ledgerTransactions(bank, filters);
    // The range leaves transactions out on both sides, so an unsent filter would show.
    expect(expected.length).toBeLessThan(gbpSettled.length);
    const sent = recordListRequests();

    const { result } = renderTransactionsHook(ACCOUNT, { page: 2, per_page: 10, ...filters });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0] ?? [])).toEqual({
      page: '2',
      per_page: '10',
      from: range.from,
      to: range.to,
      currency: 'GBP',
      status: 'settled',
    });
    expect(result.current.data?.meta).toEqual({ total: expected.length, page: 2, per_page: 10 });
    // The contract's shape, row for row: decimal strings for money, RFC 3339 times, the ledger's order.
    expect(result.current.data?.data).toEqual(expected.slice(10, 20));
  });

  it('keeps the previous page on screen while the next one loads, then gives the next one', async () => {
    const expected = ledgerTransactions(bank, { bank_account: 'ba_northwind_treasury' });
    expect(expected.length).toBeGreaterThan(40);
    const sent = recordListRequests();
    const { result, rerender } = renderTransactionsHook(ACCOUNT, {
      page: 1,
      per_page: 20,
      bank_account: 'ba_northwind_treasury',
    });
    await waitFor(() => expect(result.current.data?.data).toEqual(expected.slice(0, 20)));

    rerender({ params: { page: 2, per_page: 20, bank_account: 'ba_northwind_treasury' } });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.data).toEqual(expected.slice(0, 20));
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.data).toEqual(expected.slice(20, 40));
    expect(result.current.data?.meta).toEqual({ total: expected.length, page: 2, per_page: 20 });
    expect(sent.map((q) => q.toString())).toEqual([
      'page=1&per_page=20&bank_account=ba_northwind_treasury',
      'page=2&per_page=20&bank_account=ba_northwind_treasury',
    ]);
  });

  it('asks nothing before an organization account is selected', async () => {
    const sent = recordListRequests();
    const { result } = renderTransactionsHook('', { page: 1, per_page: 10 });
    // Give a request the time it would take to leave.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(sent).toHaveLength(0);
  });
});
