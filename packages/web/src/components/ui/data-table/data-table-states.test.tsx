import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../../testing/dom-polyfills';
import { renderUi } from '../../../testing/render';
import { DataTable, type DataTableColumn } from './data-table';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

interface Payment {
  ref: string;
  name: string;
  amount: string;
  status: string;
  date: string;
  note: string;
}

const columns: DataTableColumn<Payment>[] = [
  { id: 'date', header: 'Date', cell: (p) => p.date, width: 140, mobile: 'date' },
  { id: 'name', header: 'Recipient', cell: (p) => p.name, mobile: 'primary' },
  { id: 'note', header: 'Note', cell: (p) => p.note },
  { id: 'ref', header: 'Reference', cell: (p) => p.ref, mobile: 'secondary' },
  { id: 'amount', header: 'Amount', cell: (p) => p.amount, width: 140, align: 'end', mobile: 'amount' },
  { id: 'status', header: 'Status', cell: (p) => p.status, width: 120, mobile: 'status' },
  {
    id: 'actions',
    header: 'Actions',
    width: 100,
    mobile: 'actions',
    cell: (p) => <button type="button">{`View ${p.ref}`}</button>,
    mobileCell: (p) => <button type="button">{`Cancel ${p.ref}`}</button>,
  },
];
const rows = (n: number): Payment[] =>
  Array.from({ length: n }, (_, i) => ({
    ref: `pay_${i}`,
    name: `Recipient ${i}`,
    amount: `${i + 1},000.00 GBP`,
    status: 'Completed',
    date: `2${i} Nov, 2026`,
    note: `Note ${i}`,
  }));

function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query === NARROW_SCREEN_QUERY),
  );
}

afterEach(() => vi.restoreAllMocks());

/** A table with no rows yet, in the state the props say (pending, loading, failed, or answered empty). */
function renderEmptyTable(state: Partial<ComponentProps<typeof DataTable<Payment>>> = {}) {
  return renderUi(
    <DataTable
      caption="P"
      columns={columns}
      rows={[]}
      total={0}
      page={1}
      onPageChange={() => {}}
      {...state}
    />,
  );
}

describe('DataTable on a phone (below md)', () => {
  it('shows each row as a list item with who, how much, status and date, and no table', () => {
    onPhone();
    renderUi(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows(3)}
        total={3}
        page={1}
        onPageChange={() => {}}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Payments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    for (const text of ['Recipient 0', '1,000.00 GBP', 'Completed', '20 Nov, 2026 · pay_0'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    // A column without a mobile role is left to the detail.
    expect(within(first).queryByText('Note 0')).not.toBeInTheDocument();
    // Actions on phones leave out what a tap on the row already does.
    expect(within(first).getByRole('button', { name: 'Cancel pay_0' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'View pay_0' })).not.toBeInTheDocument();
    // The footer of rule UI-19 still holds.
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('opens the detail on tap: a link when the row has one, else a button (keyboard too)', async () => {
    onPhone();
    const { rerender, user } = renderUi(
      <MemoryRouter>
        <DataTable
          caption="Payments"
          columns={columns}
          rows={rows(1)}
          total={1}
          page={1}
          onPageChange={() => {}}
          openRow={(p) => ({ href: `/app/payments/${p.ref}` })}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Recipient 0/ });
    expect(link).toHaveAttribute('href', '/app/payments/pay_0');
    const onRowOpen = vi.fn();
    rerender(
      <MemoryRouter>
        <DataTable
          caption="Payments"
          columns={columns}
          rows={rows(1)}
          total={1}
          page={1}
          onPageChange={() => {}}
          openRow={(p) => ({ onOpen: () => onRowOpen(p) })}
        />
      </MemoryRouter>,
    );
    const open = screen.getByRole('button', { name: /Recipient 0/ });
    // A card that opens says so.
    expect(within(open).getByTestId('row-opens')).toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(rows(1)[0]);
    rerender(
      <MemoryRouter>
        <DataTable
          caption="Payments"
          columns={columns}
          rows={rows(1)}
          total={1}
          page={1}
          onPageChange={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('row-opens')).not.toBeInTheDocument();
  });

  it('shows skeleton cards while pending, never the empty state', () => {
    onPhone();
    renderEmptyTable({ pending: true });
    expect(screen.getByTestId('table-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });
});

describe('DataTable states', () => {
  it('shows skeleton rows while the first answer is awaited, never "No data found"', () => {
    renderEmptyTable({ pending: true });
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
  });

  it('keeps "No data found" away while an empty list is asked again (skeleton instead)', () => {
    renderEmptyTable({ loading: true });
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });

  it('shows the error with "Try again" after a failure, not the empty state', async () => {
    const onRetry = vi.fn();
    const { user } = renderEmptyTable({
      failure: { title: 'The payments could not be loaded.', error: new Error('Bank down.'), onRetry },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The payments could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bank down.');
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it had when asking again fails, with a "Couldn’t refresh" line and Try again', async () => {
    const onRetry = vi.fn();
    const failure = { title: 'The payments could not be loaded.', error: new Error('Bank down.'), onRetry };
    const { user } = renderUi(
      <DataTable
        caption="P"
        columns={columns}
        rows={rows(2)}
        total={2}
        page={1}
        onPageChange={() => {}}
        failure={failure}
      />,
    );
    expect(screen.getByText('Recipient 0')).toBeInTheDocument();
    const note = screen.getByTestId('refresh-failed');
    expect(note).toHaveTextContent('Couldn’t refresh. Showing what was loaded before. Bank down.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no "Couldn’t refresh" line while it is asking again', () => {
    const failure = { title: 'x', error: new Error('Bank down.'), onRetry: () => {} };
    renderUi(
      <DataTable
        caption="P"
        columns={columns}
        rows={rows(2)}
        total={2}
        page={1}
        onPageChange={() => {}}
        failure={failure}
        loading
      />,
    );
    expect(screen.queryByTestId('refresh-failed')).not.toBeInTheDocument();
  });

  it('shows the empty state only after a successful empty answer', () => {
    renderEmptyTable();
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
