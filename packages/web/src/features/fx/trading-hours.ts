import type { components } from '@portal/api-types';

export type TimeWindow = components['schemas']['TimeWindow'];

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The window's opening hours in words: consecutive weekdays with the same hours are grouped
 * ('Monday to Friday, 07:00–16:30'), in the window's own time zone.
 */
export function describeTradingHours(window: TimeWindow): string {
  const days = [...window.days].sort((a, b) => a.weekday - b.weekday);
  if (days.length === 0) return 'FX trading is closed on every day.';
  const groups: { from: number; to: number; hours: string }[] = [];
  for (const day of days) {
    const hours = `${day.opens_at}–${day.closes_at}`;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.to === day.weekday - 1) last.to = day.weekday;
    else groups.push({ from: day.weekday, to: day.weekday, hours });
  }
  const parts = groups.map(({ from, to, hours }) => {
    const span = from === to ? WEEKDAYS[from] : `${WEEKDAYS[from]} to ${WEEKDAYS[to]}`;
    return `${span}, ${hours}`;
  });
  const holidays = window.holidays.length > 0 ? ', except bank holidays' : '';
  return `Trading hours: ${parts.join('; ')} (${window.timezone} time)${holidays}.`;
}
