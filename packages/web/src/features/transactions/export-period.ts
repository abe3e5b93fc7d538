import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Dayjs } from 'dayjs';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';

/** The periods an export offers in words; `custom` takes the dates from the date range field. */
export const PERIOD_PRESETS = [
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'custom',
] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const PRESET_LABELS: Record<PeriodPreset, MessageDescriptor> = {
  this_month: msg`This month`,
  last_month: msg`Last month`,
  this_quarter: msg`This quarter`,
  last_quarter: msg`Last quarter`,
  this_year: msg`This year`,
  last_year: msg`Last year`,
  custom: msg`Custom range`,
};

export const periodPresetLabel = (preset: PeriodPreset): string => i18n._(PRESET_LABELS[preset]);

export interface Period {
  from: string;
  to: string;
}

/** The first day of the calendar quarter `date` is in. */
const quarterStart = (date: Dayjs): Dayjs => date.startOf('month').month(Math.floor(date.month() / 3) * 3);

const period = (from: Dayjs, to: Dayjs): Period => ({
  from: from.format(DATE_VALUE_FORMAT),
  to: to.format(DATE_VALUE_FORMAT),
});

/**
 * A preset's first and last day as of `today` (where the person is): a period in progress ends today (the bank
 * has booked nothing later), a past one on its last day. Null for a custom range, which the person picks.
 */
export function presetPeriod(preset: PeriodPreset, today: Dayjs): Period | null {
  switch (preset) {
    case 'this_month':
      return period(today.startOf('month'), today);
    case 'last_month': {
      const last = today.subtract(1, 'month');
      return period(last.startOf('month'), last.endOf('month'));
    }
    case 'this_quarter':
      return period(quarterStart(today), today);
    case 'last_quarter': {
      const start = quarterStart(today).subtract(3, 'month');
      return period(start, start.add(2, 'month').endOf('month'));
    }
    case 'this_year':
      return period(today.startOf('year'), today);
    case 'last_year': {
      const last = today.subtract(1, 'year');
      return period(last.startOf('year'), last.endOf('year'));
    }
    default:
      return null;
  }
}
