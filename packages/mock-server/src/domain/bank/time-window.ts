import type { components } from '@portal/api-types/schema';
import { addDays, weekdayOf, zonedDate, zonedToUtc } from './zoned-time.js';

/** The contract's shapes: the windows are served as they are defined here. */
export type WindowDay = components['schemas']['TimeWindowDay'];
export type TimeWindowDef = components['schemas']['TimeWindow'];

/** The bank's home zone: its business days, its windows and the value dates of its ledger. */
export const BANK_TIMEZONE = 'Europe/London';

const UK_BANK_HOLIDAYS = [
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
];

const weekdays = (opens: string, closes: string): WindowDay[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: opens, closes_at: closes }));

export const PAYMENT_WINDOW: TimeWindowDef = {
  timezone: BANK_TIMEZONE,
  days: weekdays('06:00', '18:00'),
  holidays: UK_BANK_HOLIDAYS,
  max_days_ahead: 90,
};

export const FX_WINDOW: TimeWindowDef = {
  timezone: BANK_TIMEZONE,
  days: weekdays('07:00', '16:30'),
  holidays: UK_BANK_HOLIDAYS,
  // FX is never scheduled ahead.
  max_days_ahead: null,
};

export type DayWindow = { opens: number; closes: number };

export function windowOn(def: TimeWindowDef, date: string): DayWindow | null {
  if (def.holidays.includes(date)) return null;
  const day = def.days.find((d) => d.weekday === weekdayOf(date));
  if (!day) return null;
  return {
    opens: zonedToUtc(date, day.opens_at, def.timezone),
    closes: zonedToUtc(date, day.closes_at, def.timezone),
  };
}

export function isBusinessDay(def: TimeWindowDef, date: string): boolean {
  return windowOn(def, date) !== null;
}

export function todayIn(def: TimeWindowDef, now: number): string {
  return zonedDate(now, def.timezone);
}

/** The window open right now, if any. */
export function openWindow(def: TimeWindowDef, now: number): DayWindow | null {
  const today = windowOn(def, todayIn(def, now));
  return today && now >= today.opens && now < today.closes ? today : null;
}

/** The first opening strictly after `now`. */
export function nextOpening(def: TimeWindowDef, now: number): number {
  let date = todayIn(def, now);
  for (let i = 0; i < 40; i++) {
    const w = windowOn(def, date);
    if (w && w.opens > now) return w.opens;
    date = addDays(date, 1);
  }
  throw new Error('no opening within 40 days');
}

/** The first business day on or after `date`. */
export function nextBusinessDay(def: TimeWindowDef, date: string): string {
  let d = date;
  for (let i = 0; i < 40 && !isBusinessDay(def, d); i++) d = addDays(d, 1);
  return d;
}
