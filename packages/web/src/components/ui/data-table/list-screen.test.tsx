import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../../testing/dom-polyfills';
import { renderUi } from '../../../testing/render';
import type { DataTableColumn } from './data-table';
import { ListFilterBar, ListScreen, type ListScreenProps } from './list-screen';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

interface Item {
  ref: string;
}

const columns: DataTableColumn<Item>[] = [{ id: 'ref', header: 'Reference', cell: (r) => r.ref }];
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ ref: `it_${i}` }));

type Query = ListScreenProps<Item>['query'];
const answered = (rows: Item[], total = rows.length): Query => ({
  data: { data: rows, meta: { total } },
  isFetching: false,
  isPending: false,
  isError: false,
  error: null,
  refetch: () => {},
});

const paging = (onPageChange = vi.fn()) => ({ page: 1, per_page: 10 as const, onPageChange });

afterEach(() => vi.restoreAllMocks());

describe('ListScreen', () => {
  it('puts the filters above what comes between and the table of the page with its footer', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(
      <div data-testid="frame">
        <ListScreen
          caption="Items"
          columns={columns}
          query={answered(items(10), 25)}
          failureTitle="The items could not be loaded."
          paging={paging(onPageChange)}
          filters={
            <ListFilterBar label="Filter items">
              <input aria-label="Status" />
            </ListFilterBar>
          }
        >
          <p>25 items match.</p>
        </ListScreen>
      </div>,
    );
    // No element of its own: the three are the parent's children, in order.
    const frame = screen.getByTestId('frame');
    expect(frame.children).toHaveLength(3);
    expect(frame.children[0]?.tagName).toBe('SEARCH');
    expect(frame.children[0]).toHaveAttribute('aria-label', 'Filter items');
    expect(frame.children[1]).toHaveTextContent('25 items match.');
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(10, 2);
  });

  it('shows the skeleton while pending and the failure with "Try again"', async () => {
    const refetch = vi.fn();
    const { rerender, user } = renderUi(
      <ListScreen
        caption="Items"
        columns={columns}
        query={{ ...answered([]), data: undefined, isPending: true, isFetching: true }}
        failureTitle="The items could not be loaded."
        paging={paging()}
      />,
    );
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    rerender(
      <ListScreen
        caption="Items"
        columns={columns}
        query={{ ...answered([]), data: undefined, isError: true, error: new Error('Down.'), refetch }}
        failureTitle="The items could not be loaded."
        paging={paging()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The items could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows its empty text after an empty answer, and no overlay when told a refetch is not the user’s', () => {
    const { rerender } = renderUi(
      <ListScreen
        caption="Items"
        columns={columns}
        query={answered([])}
        failureTitle="x"
        paging={paging()}
        emptyText="No items yet"
      />,
    );
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    rerender(
      <ListScreen
        caption="Items"
        columns={columns}
        query={{ ...answered(items(2)), isFetching: true }}
        failureTitle="x"
        paging={paging()}
        loading={false}
      />,
    );
    expect(screen.queryByTestId('table-loading')).not.toBeInTheDocument();
  });
});

describe('ListFilterBar', () => {
  const onPhone = () =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => staticMediaQueryList(query, query === NARROW_SCREEN_QUERY));

  it('keeps the fields in view on phones without a count, and puts them behind "Filters" with one', () => {
    onPhone();
    const { rerender } = renderUi(
      <ListFilterBar label="Filter items">
        <input aria-label="Status" />
      </ListFilterBar>,
    );
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    rerender(
      <ListFilterBar label="Filter items" activeCount={1}>
        <input aria-label="Status" />
      </ListFilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Status' })).not.toBeInTheDocument();
  });
});
