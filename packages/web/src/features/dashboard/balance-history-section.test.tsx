import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { mockControl, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { BalanceHistorySection, HISTORY_TEXTS } from './balance-history-section';

serveMockBank();

/** The section waits until it scrolls into view; here it is in view at once. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
}
const stub = window.IntersectionObserver;
beforeEach(() => {
  window.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = stub;
});

const HISTORY_PATH =
  '/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances/bal_northwind_ops_gbp/history';

function northwind() {
  const account = useSessionStore
    .getState()
    .userData.organization_accounts?.find((candidate) => candidate.ref === 'org_northwind');
  if (!account) throw new Error('Ada has no Northwind account');
  return account;
}

async function fault(body: Record<string, unknown>) {
  await mockControl('/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', ...body }),
  });
}

describe('BalanceHistorySection against the mock bank', () => {
  it('shows a skeleton while the history loads, then the chart and its text summary', async () => {
    await fault({ path: HISTORY_PATH, delay_ms: 300 });
    renderScreen(<BalanceHistorySection account={northwind()} />);
    expect(screen.getByTestId('history-loading')).toBeInTheDocument();
    expect(screen.queryByText(i18n._(HISTORY_TEXTS.noBalances))).not.toBeInTheDocument();

    const summary = await screen.findByTestId('history-summary');
    expect(summary.textContent).toMatch(
      /^[\d,]+\.\d{2} GBP on \d{2} [A-Z][a-z]{2}, \d{4}; [\d,]+\.\d{2} GBP on /,
    );
    expect(
      await screen.findByRole('img', { name: /^Closing balance of Operating account in GBP/ }),
    ).toBeVisible();
    expect(screen.queryByTestId('history-loading')).not.toBeInTheDocument();
  });

  it("says when the history could not be loaded, and 'Try again' loads it", async () => {
    await fault({ path: HISTORY_PATH, status: 500 });
    const { user } = renderScreen(<BalanceHistorySection account={northwind()} />);
    expect(await screen.findByText(i18n._(HISTORY_TEXTS.historyFailed))).toBeInTheDocument();
    expect(screen.queryByTestId('history-summary')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('history-summary')).toBeInTheDocument();
    expect(screen.queryByText(i18n._(HISTORY_TEXTS.historyFailed))).not.toBeInTheDocument();
  });

  it("says when the balances could not be loaded instead of 'No balances', and 'Try again' loads them", async () => {
    await fault({ path: '/accounts/org_northwind/bank-accounts/*', status: 500, count: 2 });
    const { user } = renderScreen(<BalanceHistorySection account={northwind()} />);
    expect(await screen.findByText(i18n._(HISTORY_TEXTS.balancesFailed))).toBeInTheDocument();
    expect(screen.queryByText(i18n._(HISTORY_TEXTS.noBalances))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('history-summary')).toBeInTheDocument());
  });
});
