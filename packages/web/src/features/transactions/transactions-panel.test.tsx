import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format-date';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { grouped, ledgerTransactions, rangeWithSomeTransactions } from './testing/bank-ledger';
import type { Transaction } from './transaction-filters';
import { TransactionsPanel } from './transactions-panel';

const { bank } = serveMockBank();

function renderPanel(path = '/app/dashboard?tab=transactions') {
  return renderScreen(<TransactionsPanel />, { path });
}

const table = () => screen.getByRole('table', { name: 'Transactions' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** The table shows exactly these transactions, in this order (description and balance after each). */
async function expectRows(expected: readonly Transaction[]) {
  await waitFor(() => expect(bodyRows()).toHaveLength(expected.length));
  bodyRows().forEach((row, i) => {
    const transaction = expected[i];
    if (!transaction) throw new Error(`no transaction ${i}`);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(transaction.description);
    expect(cells[5]?.textContent).toBe(`${grouped(transaction.balance_after)} ${transaction.currency}`);
    expect(cells[6]).toHaveTextContent(new RegExp(transaction.status, 'i'));
  });
}

describe('TransactionsPanel against the mock bank', () => {
  it('shows skeleton rows while loading (never an empty state), then the newest transactions of the organization account', async () => {
    const all = ledgerTransactions(bank);
    renderPanel();
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    expect(await screen.findByText(`${grouped(String(all.length))} transactions match.`)).toBeInTheDocument();
    await expectRows(all.slice(0, 10));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says when nothing matches the filters of the link', async () => {
    renderPanel('/app/dashboard?tab=transactions&from=2001-01-01&to=2001-01-31');
    expect(screen.queryByText('No transactions match these filters')).not.toBeInTheDocument();
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.getByText('0 transactions match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('a range picked with the date-range field goes into the URL and lists only the transactions inside it', async () => {
    const all = ledgerTransactions(bank);
    const range = rangeWithSomeTransactions(all, { min: 2, max: 10 });
    const inside = ledgerTransactions(bank, range);
    expect(inside.every((t) => t.value_date >= range.from && t.value_date <= range.to)).toBe(true);
    const { user, router } = renderPanel();
    await screen.findByText(`${grouped(String(all.length))} transactions match.`);

    await user.click(screen.getByPlaceholderText('Start date'));
    await user.keyboard(`${formatDate(range.from)}{Enter}`);
    await waitFor(() => expect(screen.getByPlaceholderText('End date')).toHaveFocus());
    await user.keyboard(`${formatDate(range.to)}{Enter}`);

    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect(search.get('from')).toBe(range.from);
      expect(search.get('to')).toBe(range.to);
    });
    // The view's other keys (the dashboard tab) stay.
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('transactions');
    expect(await screen.findByText(`${inside.length} transactions match.`)).toBeInTheDocument();
    await expectRows(inside);
    expect(screen.getByPlaceholderText('Start date')).toHaveValue(formatDate(range.from));
    expect(screen.getByPlaceholderText('End date')).toHaveValue(formatDate(range.to));
  });
});
