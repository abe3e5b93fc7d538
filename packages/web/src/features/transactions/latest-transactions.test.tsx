import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { LatestTransactions } from './latest-transactions';

const { bank } = serveMockBank();

describe('LatestTransactions against the mock bank', () => {
  // rule ACC-07
  it('lists the five newest booked entries, none still pending, each with its status', async () => {
    renderScreen(<LatestTransactions viewAllHref="/app/dashboard?tab=transactions" />, {
      path: '/app/dashboard',
    });
    const list = await screen.findByRole('list', { name: 'Latest transactions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // The bank's own newest booked entries of Northwind, computed here from its store.
    const northwind = new Set(
      [...bank.store.bankAccounts.values()].filter((b) => b.orgRef === 'org_northwind').map((b) => b.ref),
    );
    const booked = [...northwind]
      .flatMap((ref) => bank.store.transactions.get(ref) ?? [])
      .filter((t) => t.status === 'completed' || t.status === 'settled')
      .sort((a, b) => b.bookedAt - a.bookedAt || b.seq - a.seq)
      .slice(0, 5);
    expect(items.map((item) => item.textContent)).toEqual(
      booked.map((t) => expect.stringContaining(t.description) as unknown as string),
    );
    for (const item of items) expect(item.textContent).toMatch(/completed|settled/);
  });
});
