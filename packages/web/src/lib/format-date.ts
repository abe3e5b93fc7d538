import { dayjs } from './dayjs';

/** Value format of date fields and of the API (rule FMT-02). */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
/** The app's date-only display format: the date part of the date-time format (rule FMT-01). */
export const DATE_DISPLAY_FORMAT = 'DD MMM, YYYY';
/** 'DD Mon, YYYY - HH:mm' (rule FMT-01). */
export const DATE_TIME_DISPLAY_FORMAT = 'DD MMM, YYYY - HH:mm';

export const EMPTY_VALUE = '--';

export type DateInput = string | number | Date | null | undefined;

function toDayjs(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** '05 Mar, 2026 - 14:07', with ':ss' appended only when the seconds are not zero; '--' when empty or invalid. */
export function formatDateTime(value: DateInput): string {
  const d = toDayjs(value);
  if (!d) return EMPTY_VALUE;
  const base = d.format(DATE_TIME_DISPLAY_FORMAT);
  return d.second() === 0 ? base : `${base}:${d.format('ss')}`;
}

/** '05 Mar, 2026': every date without a time, in every screen; '--' when empty or invalid. */
export function formatDate(value: DateInput): string {
  const d = toDayjs(value);
  return d ? d.format(DATE_DISPLAY_FORMAT) : EMPTY_VALUE;
}
