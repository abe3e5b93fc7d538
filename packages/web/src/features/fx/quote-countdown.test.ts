import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXECUTION_MARGIN_MS,
  isQuoteExpired,
  quoteRemainingMs,
  receiveQuote,
  remainingSeconds,
  serverClockOffset,
} from './quote-countdown';

const quoteAt = (serverTime: string) => ({
  server_time: serverTime,
  expires_at: new Date(Date.parse(serverTime) + 30_000).toISOString(),
});

describe('quote countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from expires_at on the server clock when both clocks agree', () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const { quote, offsetMs } = receiveQuote(quoteAt('2026-03-02T10:00:00Z'));
    expect(offsetMs).toBe(0);
    expect(quoteRemainingMs(quote.expires_at, offsetMs)).toBe(30_000 - EXECUTION_MARGIN_MS);
    vi.advanceTimersByTime(10_000);
    expect(remainingSeconds(quoteRemainingMs(quote.expires_at, offsetMs))).toBe(19);
    vi.advanceTimersByTime(19_000);
    expect(isQuoteExpired(quote.expires_at, offsetMs)).toBe(true);
  });

  it('is not fooled by a browser clock five minutes fast', () => {
    vi.setSystemTime(new Date('2026-03-02T10:05:00Z'));
    const { quote, offsetMs } = receiveQuote(quoteAt('2026-03-02T10:00:00Z'));
    expect(offsetMs).toBe(-300_000);
    // Reading expires_at against the raw browser clock would say "expired" at once.
    expect(Date.parse(quote.expires_at) < Date.now()).toBe(true);
    expect(quoteRemainingMs(quote.expires_at, offsetMs)).toBe(29_000);
    vi.advanceTimersByTime(28_999);
    expect(isQuoteExpired(quote.expires_at, offsetMs)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isQuoteExpired(quote.expires_at, offsetMs)).toBe(true);
  });

  it('is not fooled by a browser clock an hour slow', () => {
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const { quote, offsetMs } = receiveQuote(quoteAt('2026-03-02T10:00:00Z'));
    expect(offsetMs).toBe(3_600_000);
    // The raw browser clock would give an hour and a half to execute.
    expect(quoteRemainingMs(quote.expires_at, offsetMs)).toBe(29_000);
  });

  it('measures the offset at receipt, not at request: latency only shortens the countdown', () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const serverAnswer = quoteAt('2026-03-02T10:00:00Z');
    vi.advanceTimersByTime(400); // the answer travels for 400 ms
    const { offsetMs } = receiveQuote(serverAnswer);
    expect(offsetMs).toBe(-400);
    expect(quoteRemainingMs(serverAnswer.expires_at, offsetMs)).toBe(29_000);
  });

  it('jumps to expired after a sleep, whatever ran meanwhile (no ticking counter)', () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const { quote, offsetMs } = receiveQuote(quoteAt('2026-03-02T10:00:00Z'));
    // The machine sleeps: no timer fires, the wall clock moves on.
    vi.setSystemTime(new Date('2026-03-02T10:02:00Z'));
    expect(quoteRemainingMs(quote.expires_at, offsetMs)).toBe(0);
    expect(isQuoteExpired(quote.expires_at, offsetMs)).toBe(true);
  });

  it('never counts an unreadable expiry or server time as executable', () => {
    expect(isQuoteExpired('not a date', 0)).toBe(true);
    expect(serverClockOffset('garbage', 1000)).toBe(0);
  });

  it('rounds seconds up so the last second reads 1, and 0 only when over', () => {
    expect(remainingSeconds(29_001)).toBe(30);
    expect(remainingSeconds(1)).toBe(1);
    expect(remainingSeconds(0)).toBe(0);
    expect(remainingSeconds(-5)).toBe(0);
  });
});
