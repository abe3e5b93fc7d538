import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXECUTION_MARGIN_MS, receiveQuote } from './quote-countdown';
import { useQuoteCountdown } from './use-quote-countdown';

const START = Date.parse('2026-03-02T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
/** A quote as the bank answers it: valid 30 s from its server time. */
const quoteAt = (serverMs: number) => ({ server_time: iso(serverMs), expires_at: iso(serverMs + 30_000) });

describe('useQuoteCountdown', () => {
  beforeEach(() => {
    // Only the clock and the interval are faked: the hook's re-renders are driven by them and by events.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down to expires_at less the execution margin, and stops its timer once expired', () => {
    const { quote, offsetMs } = receiveQuote(quoteAt(START));
    const { result } = renderHook(() => useQuoteCountdown(quote.expires_at, offsetMs));
    expect(result.current).toEqual({ remainingMs: 30_000 - EXECUTION_MARGIN_MS, expired: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remainingMs).toBe(19_000);
    act(() => vi.advanceTimersByTime(18_750));
    expect(result.current).toEqual({ remainingMs: 250, expired: false });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toEqual({ remainingMs: 0, expired: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the server clock, not the browser clock: a browser 2 minutes behind', () => {
    // The bank's answer says 10:02:00 while the browser reads 10:00:00.
    const { quote, offsetMs } = receiveQuote(quoteAt(START + 120_000));
    expect(offsetMs).toBe(120_000);
    const { result } = renderHook(() => useQuoteCountdown(quote.expires_at, offsetMs));
    // Read with the browser clock alone, the quote would seem to have 2 min 29 s left.
    expect(result.current.remainingMs).toBe(29_000);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.expired).toBe(true);
  });

  it('follows the server clock: a browser 2 minutes ahead does not see the quote as expired', () => {
    const { quote, offsetMs } = receiveQuote(quoteAt(START - 120_000));
    expect(offsetMs).toBe(-120_000);
    const { result } = renderHook(() => useQuoteCountdown(quote.expires_at, offsetMs));
    // Read with the browser clock alone, this quote expired 90 s ago.
    expect(result.current).toEqual({ remainingMs: 29_000, expired: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remainingMs).toBe(24_000);
  });

  it.each([
    ['visibilitychange', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['focus', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['pageshow', () => window.dispatchEvent(new Event('pageshow'))],
  ])('re-reads the clock on %s, without waiting for a tick', (_, fire) => {
    const { quote, offsetMs } = receiveQuote(quoteAt(START));
    const { result } = renderHook(() => useQuoteCountdown(quote.expires_at, offsetMs));
    // A sleeping machine: 12 s pass and no timer fires, so nothing has re-rendered yet.
    vi.setSystemTime(START + 12_000);
    expect(result.current.remainingMs).toBe(29_000);
    act(() => fire());
    expect(result.current).toEqual({ remainingMs: 17_000, expired: false });
  });

  it('reads a quote as expired at once when the tab comes back after its expiry', () => {
    const { quote, offsetMs } = receiveQuote(quoteAt(START));
    const { result } = renderHook(() => useQuoteCountdown(quote.expires_at, offsetMs));
    vi.setSystemTime(START + 31_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toEqual({ remainingMs: 0, expired: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['expires', () => act(() => vi.advanceTimersByTime(29_000))],
    ['unmounts', (unmount: () => void) => unmount()],
  ])('removes its listeners and its timer when the quote %s', (_, end) => {
    const removedFromWindow = vi.spyOn(window, 'removeEventListener');
    const removedFromDocument = vi.spyOn(document, 'removeEventListener');
    const { quote, offsetMs } = receiveQuote(quoteAt(START));
    const { unmount } = renderHook(() => useQuoteCountdown(quote.expires_at, offsetMs));
    expect(vi.getTimerCount()).toBe(1);
    expect(removedFromDocument.mock.calls.map(([type]) => type)).not.toContain('visibilitychange');
    end(unmount);
    expect(removedFromWindow.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['focus', 'pageshow']),
    );
    expect(removedFromDocument.mock.calls.map(([type]) => type)).toContain('visibilitychange');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over for a new quote, and reads no quote as nothing to execute', () => {
    const first = receiveQuote(quoteAt(START));
    type Props = { expiresAt: string | undefined; offsetMs: number };
    const initialProps: Props = { expiresAt: first.quote.expires_at, offsetMs: first.offsetMs };
    const { result, rerender } = renderHook(
      ({ expiresAt, offsetMs }: Props) => useQuoteCountdown(expiresAt, offsetMs),
      { initialProps },
    );
    act(() => vi.advanceTimersByTime(31_000));
    expect(result.current.expired).toBe(true);
    // A new quote, its answer 3 s ahead of the browser clock.
    const second = receiveQuote(quoteAt(START + 31_000 + 3_000));
    rerender({ expiresAt: second.quote.expires_at, offsetMs: second.offsetMs });
    expect(result.current).toEqual({ remainingMs: 29_000, expired: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(28_000);
    rerender({ expiresAt: undefined, offsetMs: 0 });
    expect(result.current).toEqual({ remainingMs: 0, expired: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
