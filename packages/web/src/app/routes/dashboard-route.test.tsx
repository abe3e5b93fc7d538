import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../domains/session/session-store';
import { makeCurrentUser } from '../../domains/session/testing/current-user-fixture';
import { apiServer } from '../testing/api-server';
import { renderRoutes } from '../testing/render-routes';

const rows = [
  {
    ref: 'txn_formula',
    bank_account_ref: 'ba_main',
    type: 'payment',
    direction: 'debit',
    amount: '12.34',
    currency: 'GBP',
    balance_after: '987.66',
    status: 'completed',
    description: '=HYPERLINK("https://evil.test")',
    counterparty_name: null,
    payment_ref: null,
    fx_trade_ref: null,
    booked_at: '2026-03-02T10:00:00Z',
    value_date: '2026-03-02',
  },
];

describe('the dashboard route', () => {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    apiServer.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => apiServer.close());
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: false });
    useSessionStore.getState().setAccessToken('token');
    useSessionStore.getState().startSession(makeCurrentUser());
    apiServer.use(
      http.get('/api/v1/accounts/:account/transactions', () =>
        HttpResponse.json({ data: rows, meta: { total: 1, page: 1, per_page: 10 } }),
      ),
    );
  });

  it('loads the transactions view when its tab opens, and exports CSV on demand', async () => {
    // The bank records the export before the download (rule ROLE-09).
    const recorded: unknown[] = [];
    apiServer.use(
      http.post('/api/v1/accounts/:account/exports', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        recorded.push(body);
        return HttpResponse.json(
          { data: { ref: 'exp_1', ...body, created_at: '2026-03-02T10:00:00Z' } },
          { status: 201 },
        );
      }),
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    const { user } = renderRoutes('/app/dashboard?tab=transactions');
    const section = await screen.findByRole('region', { name: 'Transactions' }, { timeout: 10_000 });
    const exportButton = within(section).getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await (blobs[0] as Blob).text();
    expect(csv).toContain('txn_formula');
    // The formula is neutralised by the CSV writer that loaded for this export.
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(recorded).toEqual([{ dataset: 'transactions', format: 'csv', row_count: 1, filters: {} }]);
  });

  it('rule STM-08: offers the balance confirmation letter and the statements beside the accounts', async () => {
    renderRoutes('/app/dashboard');
    const heading = await screen.findByRole('heading', { name: 'Accounts', level: 2 }, { timeout: 10_000 });
    const row = heading.parentElement as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Balance confirmation' })).toBeEnabled();
    expect(within(row).getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/app/statements');
  });
});
