import type { components } from '@portal/api-types/schema';
import { addDays, isBusinessDay, nextBusinessDay, PAYMENT_WINDOW, windowOn } from '../bank/index.js';

export type StandingOrderSchedule = components['schemas']['StandingOrderSchedule'];

/** One place in a standing order's series: its position, the date the schedule names, the date it goes. */
export type Occurrence = { index: number; nominal: string; date: string };

/** A series never runs longer than the contract's largest count; it also bounds every walk below. */
const MAX_POSITIONS = 520;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number) => String(n).padStart(2, '0');

/** `day` of a month, or its last day when the month is shorter (31 → 30 April, 28 or 29 February). */
function dayIn(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

function monthPlus(year: number, month: number, plus: number): [number, number] {
  const zeroBased = month - 1 + plus;
  return [year + Math.floor(zeroBased / 12), (zeroBased % 12) + 1];
}

/** The date the schedule names for position `index` (0-based), before any move to a business day. */
export function nominalDate(s: StandingOrderSchedule, index: number): string {
  if (s.frequency === 'weekly') return addDays(s.start_date, 7 * index);
  const [y = 0, m = 1] = s.start_date.split('-').map(Number);
  const day = s.day_of_month ?? 1;
  // The first falls on or after the start date: this month when its day is still to come, else the next.
  const [fy, fm] = dayIn(y, m, day) >= s.start_date ? [y, m] : monthPlus(y, m, 1);
  const [ny, nm] = monthPlus(fy, fm, index * (s.frequency === 'quarterly' ? 3 : 1));
  return dayIn(ny, nm, day);
}

/** Whether the series has ended before position `index` (by count or by end date). */
export function endedAt(s: StandingOrderSchedule, index: number): boolean {
  if (index >= MAX_POSITIONS) return true;
  if (s.end.type === 'after_count') return index >= (s.end.count ?? 0);
  if (s.end.type === 'on_date') return nominalDate(s, index) > (s.end.date ?? '');
  return false;
}

/**
 * The day an occurrence goes: the named date, or the next business day when it falls outside the payment window;
 * a day whose window had already closed by `notBefore` (set up or resumed late that day) moves on too.
 */
export function executionDate(nominal: string, notBefore: number): string {
  let date = nextBusinessDay(PAYMENT_WINDOW, nominal);
  for (let i = 0; i < 10; i++) {
    const window = windowOn(PAYMENT_WINDOW, date);
    if (window && window.closes > notBefore && isBusinessDay(PAYMENT_WINDOW, date)) return date;
    date = nextBusinessDay(PAYMENT_WINDOW, addDays(date, 1));
  }
  return date;
}

export function occurrenceAt(s: StandingOrderSchedule, index: number, notBefore: number): Occurrence | null {
  if (endedAt(s, index)) return null;
  const nominal = nominalDate(s, index);
  return { index, nominal, date: executionDate(nominal, notBefore) };
}

/** The first position whose date is on or after `date` (the series' start for a date before it). */
export function firstIndexFrom(s: StandingOrderSchedule, date: string): number {
  let i = 0;
  while (i < MAX_POSITIONS && nominalDate(s, i) < date) i++;
  return i;
}

/**
 * The first position from `from` whose payment goes after `day`, its date moved as it was when planned at
 * `notBefore`: a date the schedule names on a Saturday, paid on Monday, has not passed on the Saturday.
 */
export function firstIndexGoingAfter(
  s: StandingOrderSchedule,
  day: string,
  notBefore: number,
  from = 0,
): number {
  let i = from;
  while (i < MAX_POSITIONS && executionDate(nominalDate(s, i), notBefore) <= day) i++;
  return i;
}

/** Up to `limit` occurrences from position `from`, leaving out the skipped dates. */
export function upcoming(
  s: StandingOrderSchedule,
  from: number,
  notBefore: number,
  skipped: readonly string[],
  limit: number,
): Occurrence[] {
  const out: Occurrence[] = [];
  for (let i = from; out.length < limit; i++) {
    const o = occurrenceAt(s, i, notBefore);
    if (!o) break;
    if (!skipped.includes(o.date)) out.push(o);
  }
  return out;
}
