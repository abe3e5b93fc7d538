// The countdown of a quote is derived from the server's clock, never from a ticking counter: a timer only asks
// for a re-render, and each render recomputes the time left from `expires_at` and the browser clock corrected
// by the offset measured when the quote arrived. A hidden tab or a sleeping machine therefore cannot stretch it.

/** How long before `expires_at` execution stops being offered: the execute call needs time to reach the bank. */
export const EXECUTION_MARGIN_MS = 1000;

/** Milliseconds to add to the browser clock to read the server's clock, measured when an answer arrived. */
export function serverClockOffset(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** The server's time now, as the browser estimates it. */
export function estimatedServerNow(offsetMs: number, nowMs: number = Date.now()): number {
  return nowMs + offsetMs;
}

/**
 * Milliseconds left to execute a quote: until `expires_at` on the server's clock, less the execution margin;
 * 0 when past (or when `expires_at` cannot be read, which is never executable).
 */
export function quoteRemainingMs(expiresAt: string, offsetMs: number, nowMs: number = Date.now()): number {
  const expires = Date.parse(expiresAt);
  if (!Number.isFinite(expires)) return 0;
  return Math.max(0, expires - EXECUTION_MARGIN_MS - estimatedServerNow(offsetMs, nowMs));
}

export function isQuoteExpired(expiresAt: string, offsetMs: number, nowMs: number = Date.now()): boolean {
  return quoteRemainingMs(expiresAt, offsetMs, nowMs) <= 0;
}

/** Whole seconds left, rounded up (29.2 s left reads 30 s, 0 only once it is over). */
export function remainingSeconds(remainingMs: number): number {
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 1000);
}

/** A quote as the screen keeps it: the bank's answer and the clock offset measured at its receipt. */
export interface ReceivedQuote<Q extends { expires_at: string; server_time: string }> {
  quote: Q;
  offsetMs: number;
}

export function receiveQuote<Q extends { expires_at: string; server_time: string }>(
  quote: Q,
  receivedAtMs: number = Date.now(),
): ReceivedQuote<Q> {
  return { quote, offsetMs: serverClockOffset(quote.server_time, receivedAtMs) };
}
