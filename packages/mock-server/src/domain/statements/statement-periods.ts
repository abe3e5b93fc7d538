import { addDays, BANK_TIMEZONE, zonedDate, zonedToUtc } from '../bank/index.js';

/** A calendar month, `YYYY-MM`, in the bank's time zone. */
export type Month = string;

export const monthOf = (date: string): Month => date.slice(0, 7);

export const firstDayOf = (month: Month): string => `${month}-01`;

export function nextMonth(month: Month): Month {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export const lastDayOf = (month: Month): string => addDays(firstDayOf(nextMonth(month)), -1);

/** The months from `first` to `last`, both included, oldest first. */
export function monthsBetween(first: Month, last: Month): Month[] {
  const out: Month[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.push(m);
  return out;
}

/** The instant a month closes: midnight at the start of the next month, bank time. */
export const monthCloseAt = (month: Month): number =>
  zonedToUtc(firstDayOf(nextMonth(month)), '00:00', BANK_TIMEZONE);

/** Today in the bank's time zone. */
export const bankToday = (now: number): string => zonedDate(now, BANK_TIMEZONE);
