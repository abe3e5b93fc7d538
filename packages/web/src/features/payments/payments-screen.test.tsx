import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockControl, renderScreen, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { PaymentsScreen } from './payments-screen';

serveMockBank();
const SLOW = { timeout: 10_000 };

const renderPayments = (path = '/app/payments') => renderScreen(<PaymentsScreen />, { path });

/** The bank's next answer to the organization's payments list is `status`. */
async function failNextList(status: number) {
  await mockControl('/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/accounts/org_northwind/payments', method: 'GET', status }),
  });
}

describe('payments list', { timeout: 60_000 }, () => {
  it('shows skeleton rows while loading, never "No data found", then every account\'s payments by name', async () => {
    renderPayments();
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payments from all accounts' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
    // Both bank accounts' payments, each named as the user knows it, never by its ref.
    const accountCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(accountCells.every((name) => name && !name.startsWith('ba_'))).toBe(true);
    // The filters say "All …" when nothing is chosen.
    for (const text of ['All accounts', 'All statuses', 'All recipients', 'All currencies'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('narrows to the bank account of the link, and names it', async () => {
    renderPayments('/app/payments?bank_account=ba_northwind_ops');
    const table = await screen.findByRole('table', { name: 'Payments from Operating account' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const accounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(new Set(accounts)).toEqual(new Set(['Operating account']));
  });

  it('says when nothing matches the filters, only after the answer', async () => {
    renderPayments('/app/payments?from=2001-01-01&to=2001-01-31');
    expect(screen.queryByText('No payments match these filters')).not.toBeInTheDocument();
    expect(await screen.findByText('No payments match these filters', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("says the list could not be loaded, never 'No data found', and 'Try again' loads it", async () => {
    await failNextList(500);
    const { user } = renderPayments();
    expect(await screen.findByText('The payments could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Payments from all accounts' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(screen.queryByText('The payments could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('payments for a viewer (rule ROLE-03)', { timeout: 60_000 }, () => {
  it('New payment and Cancel are shown disabled with the reason; the export stays', async () => {
    await signInToMockBank('lin@northwind.test');
    renderPayments('/app/payments?status=scheduled');
    const table = await screen.findByRole('table', { name: 'Payments from all accounts' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const newPayment = screen.getByRole('button', { name: 'New payment' });
    expect(newPayment).toHaveAttribute('aria-disabled', 'true');
    expect(newPayment).toHaveAccessibleDescription(
      "Your role (Viewer) can't make payments. Ask an owner or admin.",
    );
    expect(screen.queryByRole('link', { name: 'New payment' })).not.toBeInTheDocument();
    const [cancel] = within(table).getAllByRole('button', { name: /^Cancel payment / });
    expect(cancel).toHaveAccessibleDescription(
      "Your role (Viewer) can't cancel payments. Ask an owner or admin.",
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
  });
});
