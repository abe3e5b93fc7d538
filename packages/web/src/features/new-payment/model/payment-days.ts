import type { components } from '@portal/api-types';

type TimeWindow = components['schemas']['TimeWindow'];

/** The calendar date of an instant in a time zone ('YYYY-MM-DD'), without the browser's own zone. */
export function dateInZone(instant: string | number | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return next.toISOString().slice(0, 10);
}

export interface PaymentDayRules {
  window: TimeWindow;
  /** Today in the window's time zone, by the bank's clock. */
  today: string;
  /** Today's window has already closed (check-time-window said so). */
  todayClosed: boolean;
}

/** Whether a payment cannot be dated on this day: past, too far ahead, weekend, holiday, or closed today. */
export function isPaymentDayDisabled(date: string, { window, today, todayClosed }: PaymentDayRules): boolean {
  if (date < today) return true;
  if (date === today && todayClosed) return true;
  const maxAhead = window.max_days_ahead ?? 90;
  if (date > addDays(today, maxAhead)) return true;
  if (window.holidays.includes(date)) return true;
  return !window.days.some((d) => d.weekday === isoWeekday(date));
}
