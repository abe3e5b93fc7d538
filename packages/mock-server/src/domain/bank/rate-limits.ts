import type { Bank } from './bank.js';
import { DomainError } from './errors.js';
import type { RateWindow } from './store.js';

/** A limit of the contract ("Rate limits" in openapi.yaml): `limit` requests per key per window. */
export type RateRule = { name: string; limit: number; windowMs: number; message: string };

const MINUTE = 60_000;

/** 5 forgot-password requests per address and per client per hour. */
export const FORGOT_PASSWORD_LIMIT: RateRule = {
  name: 'forgot_password',
  limit: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many password reset requests. Please try again later.',
};

/** 5 password-reset attempts per client per hour. */
export const RESET_PASSWORD_LIMIT: RateRule = {
  name: 'reset_password',
  limit: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many password reset attempts. Please try again later.',
};

/** 10 checks of password reset links per client per 15 minutes. */
export const RESET_LINK_CHECK_LIMIT: RateRule = {
  name: 'reset_link_check',
  limit: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many password reset requests. Please try again later.',
};

/** 10 invitation look-ups or accepts (together) per client per 15 minutes. */
export const INVITATION_LIMIT: RateRule = {
  name: 'invitation',
  limit: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many invitation requests. Please try again later.',
};

/** 10 checks of balance confirmation references per client per 15 minutes: references cannot be guessed. */
export const VERIFICATION_LIMIT: RateRule = {
  name: 'balance_confirmation_check',
  limit: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many balance confirmation checks. Please try again later.',
};

/** The general limit: `limit` requests per minute per user (per client address when anonymous). */
export const generalLimit = (limit: number): RateRule => ({
  name: 'general',
  limit,
  windowMs: MINUTE,
  message: 'Too many requests. Please slow down and try again in a moment.',
});

/** What is left of a limit after a request: the contract's RateLimit-* headers. */
export type Quota = { limit: number; remaining: number; resetSeconds: number };

export function quotaHeaders(quota: Quota): Record<string, string> {
  return {
    'ratelimit-limit': String(quota.limit),
    'ratelimit-remaining': String(quota.remaining),
    'ratelimit-reset': String(quota.resetSeconds),
  };
}

/** Beyond this many windows, expired ones are dropped (random keys must not grow the store forever). */
const PRUNE_ABOVE = 10_000;

function windowFor(bank: Bank, id: string, rule: RateRule, now: number): RateWindow {
  const windows = bank.store.rateWindows;
  let w = windows.get(id);
  // A window that ended, or one "in the future" after the clock was set back, starts again.
  if (!w || now >= w.start + rule.windowMs || now < w.start) {
    if (!w && windows.size >= PRUNE_ABOVE) prune(bank, now);
    w = { start: now, count: 0 };
    windows.set(id, w);
  }
  return w;
}

function prune(bank: Bank, now: number): void {
  const longest = 60 * MINUTE;
  for (const [id, w] of bank.store.rateWindows)
    if (now - w.start >= longest) bank.store.rateWindows.delete(id);
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Counts one request against `rule` for every key (e.g. the address and the client): when any key has
 * used its window up, nothing is counted and the request is refused with 429, `Retry-After` the time
 * until that window ends. Fixed windows on the bank's clock, so tests can move past them.
 */
export function consume(bank: Bank, rule: RateRule, keys: string[]): Quota {
  const now = bank.clock.now();
  const windows = keys.map((key) => windowFor(bank, `${rule.name}|${key}`, rule, now));
  const full = windows.filter((w) => w.count >= rule.limit);
  if (full.length > 0) {
    const retryAfter = secondsUntil(Math.max(...full.map((w) => w.start + rule.windowMs)), now);
    throw new DomainError(429, rule.message, {
      code: 'rate_limited',
      retryAfter,
      headers: quotaHeaders({ limit: rule.limit, remaining: 0, resetSeconds: retryAfter }),
    });
  }
  let quota: Quota = { limit: rule.limit, remaining: rule.limit, resetSeconds: 0 };
  for (const w of windows) {
    w.count += 1;
    const remaining = rule.limit - w.count;
    if (remaining <= quota.remaining) {
      quota = { limit: rule.limit, remaining, resetSeconds: secondsUntil(w.start + rule.windowMs, now) };
    }
  }
  return quota;
}
