import { t } from '@lingui/core/macro';

/** Seconds as 'Xm YYs' (125 → '2m 05s'); '--' when negative or not a number. */
export function formatDuration(seconds: number | string | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds === '') return '--';
  const n = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (!Number.isFinite(n) || n < 0) return '--';
  const total = Math.floor(n);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const secs = String(rest).padStart(2, '0');
  return t`${minutes}m ${secs}s`;
}
