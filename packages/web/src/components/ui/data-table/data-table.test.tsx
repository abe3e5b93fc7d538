import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render';
import { fitColumns } from './columns';
import { DataTable, type DataTableColumn } from './data-table';
import { isLastPage, showSizeSelector, totalPages } from './pagination';

interface Payment {
  ref: string;
  name: string;
}

const columns: DataTableColumn<Payment>[] = [
  { id: 'ref', header: 'Reference', cell: (r) => r.ref },
  { id: 'name', header: 'Recipient', cell: (r) => r.name },
];
const rows = (n: number): Payment[] =>
  Array.from({ length: n }, (_, i) => ({ ref: `pay_${i}`, name: `Name ${i}` }));

describe('pagination maths', () => {
  it('rounds total pages up', () => {
    expect(totalPages(95, 10)).toBe(10);
    expect(totalPages(100, 10)).toBe(10);
    expect(totalPages(101, 50)).toBe(3);
    expect(totalPages(0, 10)).toBe(0);
  });
  it('knows the last page and when to show sizes', () => {
    expect(isLastPage(10, 95, 10)).toBe(true);
    expect(isLastPage(9, 95, 10)).toBe(false);
    expect(showSizeSelector(11, 10)).toBe(true);
    expect(showSizeSelector(10, 10)).toBe(false);
  });
});

describe('DataTable', () => {
  it('renders an accessible table with column headers and rows', () => {
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
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reference', 'Recipient']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('leaves out a column marked omitWhenEmpty when no row of the page fills it', () => {
    const actions = (cell: (row: Payment) => string | null): DataTableColumn<Payment> => ({
      id: 'actions',
      header: 'Actions',
      width: 80,
      omitWhenEmpty: true,
      cell,
    });
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    const { unmount } = renderUi(
      <DataTable
        caption="P"
        columns={[...columns, actions(() => null)]}
        rows={rows(2)}
        total={2}
        page={1}
        onPageChange={() => {}}
      />,
    );
    expect(headers()).toEqual(['Reference', 'Recipient']);
    unmount();
    renderUi(
      <DataTable
        caption="P"
        columns={[...columns, actions((row) => (row.ref === 'pay_1' ? 'Cancel' : null))]}
        rows={rows(2)}
        total={2}
        page={1}
        onPageChange={() => {}}
      />,
    );
    expect(headers()).toEqual(['Reference', 'Recipient', 'Actions']);
  });

  it("shows 'Total N items' and 'Page X of Y'", () => {
    renderUi(
      <DataTable caption="P" columns={columns} rows={rows(10)} total={95} page={3} onPageChange={() => {}} />,
    );
    expect(screen.getByText('Total 95 items')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 10')).toBeInTheDocument();
  });

  it('disables Previous on page 1 and Next on the last page', () => {
    const { rerender } = renderUi(
      <DataTable caption="P" columns={columns} rows={rows(10)} total={25} page={1} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(
      <DataTable caption="P" columns={columns} rows={rows(5)} total={25} page={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('calls onPageChange with the page size and the page number', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(
      <DataTable
        caption="P"
        columns={columns}
        rows={rows(10)}
        total={25}
        page={1}
        onPageChange={onPageChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10, 2);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10, 1);
  });

  it('resets to page 1 when the page size changes', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(
      <DataTable
        caption="P"
        columns={columns}
        rows={rows(10)}
        total={250}
        page={4}
        onPageChange={onPageChange}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPageChange).toHaveBeenLastCalledWith(50, 1);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
  });

  it('offers the sizes the API serves, from 10 rows a page, once there are more rows than fit', () => {
    const { rerender } = renderUi(
      <DataTable caption="P" columns={columns} rows={rows(10)} total={10} page={1} onPageChange={() => {}} />,
    );
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    rerender(
      <DataTable caption="P" columns={columns} rows={rows(10)} total={11} page={1} onPageChange={() => {}} />,
    );
    const sizes = screen.getByLabelText<HTMLSelectElement>('Rows per page');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    expect(sizes.value).toBe('10');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it("shows 'No data found' or custom text when empty", () => {
    const { rerender } = renderUi(
      <DataTable caption="P" columns={columns} rows={[]} total={0} page={1} onPageChange={() => {}} />,
    );
    expect(screen.getByText('No data found')).toBeInTheDocument();
    rerender(
      <DataTable
        caption="P"
        columns={columns}
        rows={[]}
        total={0}
        page={1}
        onPageChange={() => {}}
        emptyText="No payments yet"
      />,
    );
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    rerender(
      <DataTable
        caption="P"
        columns={columns}
        rows={[]}
        total={0}
        page={1}
        onPageChange={() => {}}
        emptyText="No payments yet"
        emptyDescription="Payments you make show here."
      />,
    );
    expect(screen.getByTestId('empty-state')).toHaveTextContent(
      'No payments yetPayments you make show here.',
    );
  });

  it('fits its container: fixed layout, fixed columns at their width, text columns 180px at least and cut at 300px', () => {
    const wide: DataTableColumn<Payment>[] = [
      { id: 'name', header: 'Recipient', cell: (r) => r.name },
      { id: 'ref', header: 'Reference', cell: (r) => r.ref, width: 120, align: 'end' },
    ];
    renderUi(
      <DataTable caption="P" columns={wide} rows={rows(2)} total={2} page={1} onPageChange={() => {}} />,
    );
    const table = screen.getByRole('table', { name: 'P' });
    expect(getComputedStyle(table).tableLayout).toBe('fixed');
    // The 180px of rule UI-20 for the text column plus the fixed 120px: narrower than that it scrolls.
    expect(getComputedStyle(table).minWidth).toBe('300px');
    const [nameCell, refCell] = within(table).getAllByRole('cell');
    const nameText = nameCell?.querySelector('[data-cell-text]') as HTMLElement;
    expect(getComputedStyle(nameText).maxWidth).toBe('300px');
    // Cut text keeps its full text on hover.
    expect(nameText).toHaveAttribute('title', 'Name 0');
    expect(nameCell).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(refCell).toHaveStyle({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
  });

  it('gives the empty table a minimum height of 320px', () => {
    renderUi(
      <DataTable caption="P" columns={columns} rows={[]} total={0} page={1} onPageChange={() => {}} />,
    );
    const empty = screen.getByTestId('empty-state');
    expect(empty).toHaveTextContent('No data found');
    expect(getComputedStyle(empty).minHeight).toBe('320px');
  });

  it('shows a loading overlay and blocks paging while loading', () => {
    renderUi(
      <DataTable
        caption="P"
        columns={columns}
        rows={rows(10)}
        total={30}
        page={2}
        onPageChange={() => {}}
        loading
      />,
    );
    expect(screen.getByTestId('table-loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders cell text as text, never HTML', () => {
    renderUi(
      <DataTable
        caption="P"
        columns={columns}
        rows={[{ ref: 'x', name: '<img src=x onerror=alert(1)>' }]}
        total={1}
        page={1}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('fitColumns', () => {
  const col = (id: string, width?: number, priority?: number) => ({
    id,
    header: id,
    cell: () => id,
    width,
    priority,
  });
  const cols = [col('date', 200, 1), col('name'), col('ref', 130, 2), col('amount', 150), col('status', 120)];

  it('keeps every column when they fit or the width is unknown', () => {
    expect(fitColumns(cols, 1000).map((c) => c.id)).toEqual(['date', 'name', 'ref', 'amount', 'status']);
    expect(fitColumns(cols, undefined)).toHaveLength(5);
  });

  it('leaves out the least important columns first until the table fits, never one without a priority', () => {
    // 200 + 180 + 130 + 150 + 120 = 780.
    expect(fitColumns(cols, 700).map((c) => c.id)).toEqual(['name', 'ref', 'amount', 'status']);
    expect(fitColumns(cols, 500).map((c) => c.id)).toEqual(['name', 'amount', 'status']);
    expect(fitColumns(cols, 100).map((c) => c.id)).toEqual(['name', 'amount', 'status']);
  });
});
