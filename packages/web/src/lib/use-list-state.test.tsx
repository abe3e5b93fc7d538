import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readDateRange } from './list-params';
import { countFilters, type ListModel, type ListStateOptions, useListState } from './use-list-state';

interface Filters {
  status?: 'open' | 'closed';
  from?: string;
  to?: string;
}

const STATUSES = ['open', 'closed'] as const;
const MODEL: ListModel<Filters> = {
  keys: ['status', 'from', 'to'],
  read: (search) => ({ status: STATUSES.find((s) => s === search.get('status')), ...readDateRange(search) }),
};

function renderList(path: string, options?: ListStateOptions<Filters>, model = MODEL) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState(model, options),
      location: useLocation(),
      navigation: useNavigationType(),
    }),
    { wrapper },
  );
}

describe('useListState in the URL', () => {
  it('reads the filters through the model and the page by the API’s rule', () => {
    const { result } = renderList('/x?status=open&from=2026-02-01&to=2026-01-01&page=3&per_page=50&tab=a');
    const { list } = result.current;
    expect(list.params).toEqual({
      page: 3,
      per_page: 50,
      status: 'open',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(list.filters).toEqual({ status: 'open', from: '2026-01-01', to: '2026-02-01' });
    expect(Object.keys(list.filters)).toHaveLength(3);
    expect(list.activeCount).toBe(2);
    expect(list.paging).toMatchObject({ page: 3, per_page: 50 });
  });

  it('is page 1 of the default size with nothing set, and the filters it drops are not counted', () => {
    const { result } = renderList('/x?status=lost&page=0&per_page=7');
    expect(result.current.list.params).toEqual({ page: 1, per_page: 10, status: undefined });
    expect(result.current.list.filters).toEqual({});
    expect(result.current.list.activeCount).toBe(0);
  });

  it('writes a filter back and goes to the first page; a page change keeps the filters', () => {
    const { result } = renderList('/x?tab=a&status=open&page=4');
    act(() => result.current.list.update({ status: 'closed' }));
    expect(result.current.location.search).toBe('?tab=a&status=closed');
    act(() => result.current.list.paging.onPageChange(20, 2));
    expect(result.current.location.search).toBe('?tab=a&status=closed&page=2&per_page=20');
    expect(result.current.list.params).toMatchObject({ page: 2, per_page: 20, status: 'closed' });
  });

  it('clears every filter of the model, leaving other keys', () => {
    const { result } = renderList('/x?tab=a&status=open&from=2026-01-01&page=2&per_page=20');
    act(() => result.current.list.clear());
    expect(result.current.location.search).toBe('?tab=a&per_page=20');
  });

  it('replaces the history entry by default, pushes when asked, and a single update can say otherwise', () => {
    const replaced = renderList('/x');
    act(() => replaced.result.current.list.update({ status: 'open' }));
    expect(replaced.result.current.navigation).toBe('REPLACE');
    const pushed = renderList('/x', { history: 'push' });
    act(() => pushed.result.current.list.update({ status: 'open' }));
    expect(pushed.result.current.navigation).toBe('PUSH');
    act(() => pushed.result.current.list.update({ status: 'closed' }, { replace: true }));
    expect(pushed.result.current.navigation).toBe('REPLACE');
  });

  it('leaves page 1 and the default size out of the URL when told to', () => {
    const { result } = renderList('/x?status=open&page=3&per_page=20', { omitDefaults: true });
    act(() => result.current.list.paging.onPageChange(10, 1));
    expect(result.current.location.search).toBe('?status=open');
  });

  it('counts with the model’s rule when it has one, and resolves the filters in the list’s context', () => {
    const model = { ...MODEL, count: (f: Filters) => (f.status ? 1 : 0) };
    const { result } = renderList(
      '/x?status=closed&from=2026-01-01',
      {
        resolve: (f) => ({ ...f, status: f.status === 'closed' ? undefined : f.status }),
      },
      model,
    );
    expect(result.current.list.params.status).toBeUndefined();
    expect(result.current.list.activeCount).toBe(0);
  });
});

describe('useListState in memory', () => {
  it('pages without touching the URL and without needing a router', () => {
    const { result } = renderHook(() => useListState(MODEL, { store: 'memory' }));
    expect(result.current.params).toEqual({
      page: 1,
      per_page: 10,
      status: undefined,
      from: undefined,
      to: undefined,
    });
    act(() => result.current.paging.onPageChange(20, 3));
    expect(result.current.params).toMatchObject({ page: 3, per_page: 20 });
    act(() => result.current.update({ status: 'open' }));
    expect(result.current.params).toMatchObject({ page: 1, per_page: 20, status: 'open' });
  });
});

describe('countFilters', () => {
  it('counts each filter set once and the date range once', () => {
    expect(countFilters({})).toBe(0);
    expect(countFilters({ a: undefined, b: '', c: null })).toBe(0);
    expect(countFilters({ from: '2026-01-01', to: '2026-01-31', status: 'open' })).toBe(2);
    expect(countFilters({ to: '2026-01-31' })).toBe(1);
  });
});
