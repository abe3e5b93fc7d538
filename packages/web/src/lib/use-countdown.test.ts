import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

const START = new Date('2026-03-02T10:00:00Z').getTime();

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('is 0 without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
  });

  it('counts the whole seconds left down once a second, and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(START + 2500));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock on each tick, so time that passed without ticks is not lost', () => {
    const { result } = renderHook(() => useCountdown(START + 60_000));
    // A sleeping machine: the clock moves on 40 s while no timer fires.
    vi.setSystemTime(START + 40_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(19);
  });

  it('starts over from a new deadline', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: (START + 5000) as number | null },
    });
    expect(result.current).toBe(5);
    rerender({ deadline: START + 90_000 });
    expect(result.current).toBe(90);
    rerender({ deadline: null });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
