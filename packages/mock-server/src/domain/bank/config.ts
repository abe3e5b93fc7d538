import type { Locale } from './locale.js';
import { BANK_TIMEZONE, FX_WINDOW, isBusinessDay, openWindow, PAYMENT_WINDOW } from './time-window.js';
import { zonedDate, zonedToUtc } from './zoned-time.js';

export type BankConfig = {
  seed: number;
  accessTokenTtlSeconds: number;
  /** Refresh session idle limit. */
  refreshIdleSeconds: number;
  /** Refresh session absolute lifetime. */
  refreshAbsoluteSeconds: number;
  /** Grace window in which the refresh token just rotated is honoured once (two tabs racing). */
  refreshGraceSeconds: number;
  extraTransactions: number;
  /** Share of new payments that end in `failed` (decided by seed and payment ref). */
  paymentFailureRate: number;
  xsrfSecret: string;
  webBaseUrl: string;
  /** Epoch ms the clock starts at (and returns to on reset). */
  clockStart: number;
  frozenClock: boolean;
  /** Origins allowed on state-changing requests besides loopback hosts. */
  allowedOrigins: string[];
  secureCookies: boolean;
  /** How long the bank takes to accept a payment (a duplicate meanwhile answers 409). */
  paymentAcceptMs: number;
  /** The contract's general limit: requests per minute per user (per client address when anonymous); 0 = off. */
  rateLimitPerMinute: number;
  /** The scenario the bank starts in and returns to on reset (domain/scenarios); null: the plain seed. */
  scenario: string | null;
  /** The language the seeded users start with (their saved preference, and so their notifications'). */
  userLocale: Locale;
  /**
   * Webhook endpoints may be plain `http` to this machine (a developer's own receiver on 127.0.0.1), and
   * deliveries may connect to loopback addresses. Off, only public `https` hosts (and the inbox) are served.
   */
  webhookAllowLoopback: boolean;
  /** MOCK_LATENCY: what every operation waits unless a rule says otherwise (`250`, `100-400`, `3g`); null: none. */
  latency: string | null;
  /** MOCK_JOURNAL_SIZE: how many API requests the journal keeps (/__mock/requests); 0 turns it off. */
  journalSize: number;
};

/**
 * Real time when both the payment and FX windows are open; otherwise 10:00 London time on the latest
 * business day, so a fresh server always starts inside the windows (move it with /__mock/clock).
 */
export function defaultClockStart(realNow: number): number {
  if (openWindow(PAYMENT_WINDOW, realNow) && openWindow(FX_WINDOW, realNow)) return realNow;
  let day = realNow;
  for (let i = 0; i < 15; i++) {
    const date = zonedDate(day, BANK_TIMEZONE);
    const at = zonedToUtc(date, '10:00', BANK_TIMEZONE);
    if (isBusinessDay(PAYMENT_WINDOW, date) && isBusinessDay(FX_WINDOW, date) && at <= realNow) return at;
    day -= 86_400_000;
  }
  return realNow;
}

export function defaultConfig(overrides: Partial<BankConfig> = {}): BankConfig {
  return {
    seed: 42,
    accessTokenTtlSeconds: 300,
    refreshIdleSeconds: 30 * 60,
    refreshAbsoluteSeconds: 12 * 3600,
    refreshGraceSeconds: 10,
    extraTransactions: 0,
    paymentFailureRate: 0.1,
    xsrfSecret: 'mock-bank-xsrf-secret-change-me',
    webBaseUrl: 'http://127.0.0.1:5173',
    clockStart: defaultClockStart(Date.now()),
    frozenClock: false,
    allowedOrigins: [],
    secureCookies: true,
    paymentAcceptMs: 20,
    rateLimitPerMinute: 600,
    scenario: null,
    userLocale: 'en-GB',
    webhookAllowLoopback: false,
    latency: null,
    journalSize: 500,
    ...overrides,
  };
}
