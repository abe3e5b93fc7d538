import { useEffect } from 'react';
import { useFxCutoffCheckQuery } from './api/check-fx-cutoff-time';
import { estimatedServerNow } from './quote-countdown';

/** setTimeout's longest wait (about 24.8 days). */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * The FX cut-off check of a bank account, asked again when the window is due to close or reopen, so the
 * screen follows it while it stays open.
 */
export function useFollowedCutoffCheck(accountRef: string, bankAccountRef: string) {
  const cutoff = useFxCutoffCheckQuery(accountRef, bankAccountRef);
  const { data, refetch } = cutoff;
  useEffect(() => {
    const check = data?.check;
    if (!check) return;
    const target = Date.parse(check.within_window ? (check.closes_at ?? '') : check.next_open_at);
    if (!Number.isFinite(target)) return;
    const wait = target - estimatedServerNow(data?.offsetMs ?? 0) + 1000;
    const id = setTimeout(() => void refetch(), Math.min(Math.max(wait, 1000), MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [data, refetch]);
  return cutoff;
}
