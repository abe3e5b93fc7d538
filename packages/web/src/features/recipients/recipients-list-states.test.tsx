import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockControl, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { RecipientsScreen } from './recipients-screen';

serveMockBank();
const SLOW = { timeout: 10_000 };
const renderRecipients = (path = '/app/recipients') => renderScreen(<RecipientsScreen />, { path });

describe('recipients list: loading, empty and failed', { timeout: 60_000 }, () => {
  it('shows skeleton rows while loading and never "No data found" with them, then the recipients', async () => {
    renderRecipients();
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
    expect(screen.queryByTestId('table-loading')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recipients' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(screen.queryByTestId('table-skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByText('All countries')).toBeInTheDocument();
    expect(screen.getByText('All currencies')).toBeInTheDocument();
  });

  it('says nothing matches only after the answer', async () => {
    renderRecipients('/app/recipients?search=zzzz-no-such-recipient');
    expect(screen.queryByText('No recipient matches.')).not.toBeInTheDocument();
    expect(await screen.findByText('No recipient matches.', {}, SLOW)).toBeInTheDocument();
  });

  it("shows the error with 'Try again' after a failure, not the empty state", async () => {
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/accounts/org_northwind/recipients', method: 'GET', status: 500 }),
    });
    const { user } = renderRecipients();
    expect(await screen.findByText('The recipients could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Recipients' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  });
});
