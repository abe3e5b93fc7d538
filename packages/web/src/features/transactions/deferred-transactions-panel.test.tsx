import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { DeferredTransactionsPanel } from './deferred-transactions-panel';

// The tab's code cannot be fetched (offline, or a deploy removed the file).
vi.mock('./transactions-panel', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/transactions-panel-x1y2.js');
});

describe('DeferredTransactionsPanel', () => {
  it('says in the tab that the transactions could not be loaded, with "Try again"', async () => {
    renderUi(
      <div>
        <h1>Dashboard</h1>
        <DeferredTransactionsPanel />
      </div>,
    );
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The transactions could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The dashboard around the tab stays.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
