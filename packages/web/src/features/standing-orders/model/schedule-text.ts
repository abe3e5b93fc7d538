import type { components } from '@portal/api-types';
import { dayjs } from '../../../lib/dayjs';
import { formatDate } from '../../../lib/format-date';

type Schedule = components['schemas']['StandingOrderSchedule'];

/** 1 → '1st', 22 → '22nd', 13 → '13th'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 'Monthly on the 31st (last day in shorter months)', 'Weekly on Tuesdays', 'Every 3 months on the 15th'. */
export function frequencyText(s: Schedule): string {
  if (s.frequency === 'weekly') return `Weekly on ${dayjs(s.start_date).format('dddd')}s`;
  const day = s.day_of_month ?? 1;
  const on = `on the ${ordinal(day)}${day >= 29 ? ' (last day in shorter months)' : ''}`;
  return s.frequency === 'quarterly' ? `Every 3 months ${on}` : `Monthly ${on}`;
}

/** 'Until cancelled', 'Until 30 Apr, 2027', '12 payments'. */
export function endText(s: Schedule): string {
  if (s.end.type === 'on_date' && s.end.date) return `Until ${formatDate(s.end.date)}`;
  if (s.end.type === 'after_count' && s.end.count)
    return s.end.count === 1 ? '1 payment' : `${s.end.count} payments`;
  return 'Until cancelled';
}
