import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useSettledSearch } from './use-settled-search';

describe('useSettledSearch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('starts empty and follows the typed text, trimmed, once typing pauses', () => {
    const { result } = renderHook(() => useSettledSearch());
    expect(result.current.search).toBe('');
    act(() => result.current.setSearch('  zulu '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe('zulu');
  });

  it('settles once per pause, on the last text typed', () => {
    const { result } = renderHook(() => useSettledSearch());
    const settled: string[] = [];
    for (const text of ['z', 'zu', 'zul']) {
      act(() => result.current.setSearch(text));
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50));
      settled.push(result.current.search);
    }
    expect(settled).toEqual(['', '', '']);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.search).toBe('zul');
  });

  it('waits the delay it is given', () => {
    const { result } = renderHook(() => useSettledSearch(1000));
    act(() => result.current.setSearch('acme'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(1000 - SEARCH_DELAY_MS));
    expect(result.current.search).toBe('acme');
  });

  it('keeps the search empty when only spaces are typed', () => {
    const { result } = renderHook(() => useSettledSearch());
    act(() => result.current.setSearch('acme'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    act(() => result.current.setSearch('   '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current.search).toBe('');
  });
});
