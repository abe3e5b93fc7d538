import type { QueryClient } from '@tanstack/react-query';
import { type ConnectionProblem, connectionProblem, useConnectionStore } from '../stores/connection-store';

/** How often the screen's data is asked for again while the bank does not answer (and the browser is online). */
export const UNREACHABLE_RETRY_MS = 10_000;

/** Asks again for what the screen shows; requests already running are left to finish. */
export function refreshScreen(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
}

/**
 * Follows the browser's online and offline events, and, while the bank does not answer, asks again every
 * UNREACHABLE_RETRY_MS (`refresh`: the screen's data); when the problem clears, the screen's data is fetched once
 * more, so lists that kept their last data catch up (rule NET-04). Returns the teardown.
 */
export function watchConnection(refresh: () => void, target: Window = window): () => void {
  const store = useConnectionStore;
  const onOnline = () => store.getState().setBrowserOnline(true);
  const onOffline = () => store.getState().setBrowserOnline(false);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  store.getState().setBrowserOnline(target.navigator.onLine);

  let retryTimer: ReturnType<typeof setInterval> | null = null;
  const follow = (problem: ConnectionProblem, previous: ConnectionProblem) => {
    if (problem === 'unreachable' && retryTimer === null)
      retryTimer = setInterval(refresh, UNREACHABLE_RETRY_MS);
    if (problem !== 'unreachable' && retryTimer !== null) {
      clearInterval(retryTimer);
      retryTimer = null;
    }
    // Back online, the bank is asked again: whether it answers decides what the banner says next.
    if (previous === 'offline' && problem !== 'offline') store.getState().setBankReachable(true);
    if (previous !== null && problem === null) refresh();
  };
  let previous = connectionProblem(store.getState());
  follow(previous, null);
  const unsubscribe = store.subscribe((state) => {
    const problem = connectionProblem(state);
    if (problem === previous) return;
    const was = previous;
    previous = problem;
    follow(problem, was);
  });
  return () => {
    unsubscribe();
    if (retryTimer !== null) clearInterval(retryTimer);
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
