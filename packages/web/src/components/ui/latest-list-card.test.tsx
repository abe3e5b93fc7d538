import { Text } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { LatestListCard, type LatestListCardProps } from './latest-list-card';

interface Item {
  id: string;
  name: string;
  when: string;
  amount: string;
}

const ITEMS: Item[] = [
  { id: 'a', name: 'Acme Ltd', when: 'today', amount: '10.00 GBP' },
  { id: 'b', name: '<b>Bolt</b>', when: 'yesterday', amount: '2.50 EUR' },
];

function card(props: Partial<LatestListCardProps<Item>> = {}) {
  return (
    <MemoryRouter>
      <LatestListCard<Item>
        title="Latest items"
        headingId="latest-items-heading"
        viewAllHref="/app/items"
        viewAllText="View all items"
        error={null}
        errorTitle="The items could not be loaded."
        onRetry={() => undefined}
        emptyText="No items yet"
        rows={ITEMS}
        rowKey={(item) => item.id}
        renderName={(item) => <Text>{item.name}</Text>}
        renderDetail={(item) => `detail · ${item.when}`}
        renderEnd={(item) => <Text>{item.amount}</Text>}
        {...props}
      />
    </MemoryRouter>
  );
}

function renderCard(props: Partial<LatestListCardProps<Item>> = {}) {
  return renderUi(card(props));
}

describe('LatestListCard', () => {
  it('is a section named by its heading, with a link to all items', () => {
    renderCard();
    expect(screen.getByRole('region', { name: 'Latest items' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest items' })).toHaveAttribute(
      'id',
      'latest-items-heading',
    );
    expect(screen.getByRole('link', { name: 'View all items' })).toHaveAttribute('href', '/app/items');
  });

  it('lists each row with its name, detail and end, as text', () => {
    renderCard();
    const rows = within(screen.getByRole('list', { name: 'Latest items' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Acme Ltddetail · today10.00 GBP',
      '<b>Bolt</b>detail · yesterday2.50 EUR',
    ]);
  });

  it('shows placeholders, not the list, while loading', () => {
    renderCard({ rows: undefined });
    expect(screen.getByTestId('latest-list-loading')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('replaces the placeholders with the rows when they arrive', async () => {
    const { rerender } = renderCard({ rows: undefined });
    rerender(card({ rows: ITEMS }));
    const list = await screen.findByRole('list', { name: 'Latest items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('latest-list-loading')).toBeNull();
  });

  it("shows the error under its title instead of the list, with 'Try again'", async () => {
    let retries = 0;
    const { user } = renderCard({
      error: new Error('The bank is unavailable.'),
      rows: [],
      onRetry: () => {
        retries += 1;
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The items could not be loaded.');
    expect(alert).toHaveTextContent('The bank is unavailable.');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
  });

  it('says so when there is nothing yet', () => {
    renderCard({ rows: [] });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No items yet');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
