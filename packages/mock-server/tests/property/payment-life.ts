import {
  addDays,
  BANK_TIMEZONE,
  nextOpening,
  openWindow,
  PAYMENT_WINDOW,
  todayIn,
  windowOn,
  zonedToUtc,
} from '../../src/domain/bank/index.js';
import type { PaymentStatus } from '../../src/domain/payments/index.js';

/** How long a sent payment is pending, then processing (the README's rules). */
const PENDING_MS = 30_000;
const FINAL_MS = 120_000;

/** Why a date asked for cannot be kept (rule PAY-09): today's window has closed, or it is not a business day. */
export type DateRefusal = 'closed' | 'not_business_day' | 'past';

/**
 * When a payment asked for `requested` (a London date, null: as soon as possible) and accepted at `at`
 * starts: at once inside the payment window, else at its next opening; on the day asked for, at its opening
 * (today: at once while the window is open). The bank's calendar (time zone, holidays) is taken as given.
 */
export function plan(at: number, requested: string | null): { start: number } | { refusal: DateRefusal } {
  if (requested === null)
    return { start: openWindow(PAYMENT_WINDOW, at) ? at : nextOpening(PAYMENT_WINDOW, at) };
  const today = todayIn(PAYMENT_WINDOW, at);
  if (requested < today) return { refusal: 'past' };
  const window = windowOn(PAYMENT_WINDOW, requested);
  if (requested === today) {
    if (!window || at >= window.closes) return { refusal: 'closed' };
    return { start: Math.max(at, window.opens) };
  }
  return window ? { start: window.opens } : { refusal: 'not_business_day' };
}

/** An approved payment keeps the date asked for while it can, else goes at the earliest (rule APR-08). */
export function planOnApproval(at: number, requested: string | null): number {
  const kept = plan(at, requested);
  if ('start' in kept) return kept.start;
  const earliest = plan(at, null);
  if (!('start' in earliest)) throw new Error('no earliest date');
  return earliest.start;
}

/** The London date `days` after the one at `at`. */
export const daysAhead = (at: number, days: number): string => addDays(todayIn(PAYMENT_WINDOW, at), days);

/** The first instant after `now` when it is `time` (HH:MM) in London. */
export function nextLondonTime(now: number, time: string): number {
  const today = zonedToUtc(daysAhead(now, 0), time, BANK_TIMEZONE);
  return today > now ? today : zonedToUtc(daysAhead(now, 1), time, BANK_TIMEZONE);
}

/** A payment's execution date: the London date it starts on. */
export const dateOf = (start: number): string => todayIn(PAYMENT_WINDOW, start);

/** The status, at `now`, of a payment starting at `start`: scheduled, pending 30 s, processing until 2 min. */
export function lifeAt(start: number, now: number, willFail: boolean): PaymentStatus {
  if (now < start) return 'scheduled';
  if (now < start + PENDING_MS) return 'pending';
  if (now < start + FINAL_MS) return 'processing';
  return willFail ? 'failed' : 'completed';
}

/** When a payment starting at `start` ends (completed or failed). */
export const finalAt = (start: number): number => start + FINAL_MS;

/** What a sent payment takes from the available balance at `now`: all of it, unless it failed and came back. */
export const spentAt = (start: number, now: number, willFail: boolean, total: bigint): bigint =>
  lifeAt(start, now, willFail) === 'failed' ? 0n : total;

/** What a sent payment has booked against the balance at `now`: all of it once completed (its fee booked too). */
export const bookedAt = (start: number, now: number, willFail: boolean, total: bigint): bigint =>
  lifeAt(start, now, willFail) === 'completed' ? total : 0n;

/** A reference containing FAIL fails at the payee's bank (the README's rules). */
export const willFail = (reference: string): boolean => /FAIL/i.test(reference);

/** Minor units of a decimal amount with two decimals (exact). */
export const minor = (amount: string): bigint => BigInt(amount.replace('.', ''));

/** Minor units of GBP as the API writes them: '1234.50'. */
export function formatGbp(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const HOUR = 3_600_000;
/** How long a payment or a batch waits for its approvals (rule APR-09). */
export const APPROVAL_WAIT = 72 * HOUR;
