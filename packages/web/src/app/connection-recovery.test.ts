import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionProblem, useConnectionStore } from '../stores/connection-store';
import { refreshScreen, UNREACHABLE_RETRY_MS, watchConnection } from './connection-recovery';

/** A window stand-in: its own online flag and events. */
function fakeWindow(onLine = true) {
  const events = new EventTarget();
  const target = Object.assign(events, { navigator: { onLine } }) as unknown as Window;
  const go = (online: boolean) => {
    (target.navigator as { onLine: boolean }).onLine = online;
    events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { target, go };
}

/** A query a screen shows (an observer keeps it active), counting its fetches. */
function activeQuery(client: QueryClient) {
  const queryFn = vi.fn(async () => 'data');
  const observer = new QueryObserver(client, { queryKey: ['balances'], queryFn, staleTime: 60_000 });
  const unsubscribe = observer.subscribe(() => {});
  return { queryFn, unsubscribe };
}

describe('connectionProblem', () => {
  it('says offline first, then an unreachable bank, else nothing', () => {
    expect(connectionProblem({ browserOnline: false, bankReachable: false })).toBe('offline');
    expect(connectionProblem({ browserOnline: true, bankReachable: false })).toBe('unreachable');
    expect(connectionProblem({ browserOnline: true, bankReachable: true })).toBeNull();
  });
});

describe('watchConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useConnectionStore.setState({ browserOnline: true, bankReachable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the browser offline and back, fetching the screen’s data once when it is back', async () => {
    const client = new QueryClient();
    const { target, go } = fakeWindow();
    const query = activeQuery(client);
    const stop = watchConnection(() => void refreshScreen(client), target);
    await vi.advanceTimersByTimeAsync(0);
    expect(query.queryFn).toHaveBeenCalledTimes(1);

    go(false);
    expect(connectionProblem(useConnectionStore.getState())).toBe('offline');
    // The bank failing while offline changes nothing the user sees: offline says it all.
    useConnectionStore.getState().setBankReachable(false);
    expect(connectionProblem(useConnectionStore.getState())).toBe('offline');

    go(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(connectionProblem(useConnectionStore.getState())).toBeNull();
    expect(query.queryFn).toHaveBeenCalledTimes(2);
    stop();
    query.unsubscribe();
  });

  it('asks again every UNREACHABLE_RETRY_MS while the bank does not answer, and stops once it does', async () => {
    const client = new QueryClient();
    const { target } = fakeWindow();
    const query = activeQuery(client);
    const stop = watchConnection(() => void refreshScreen(client), target);
    await vi.advanceTimersByTimeAsync(0);
    useConnectionStore.getState().setBankReachable(false);

    await vi.advanceTimersByTimeAsync(UNREACHABLE_RETRY_MS - 1);
    expect(query.queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(query.queryFn).toHaveBeenCalledTimes(2);

    // An answer arrives: the screen is fetched once more, and no more tries follow.
    useConnectionStore.getState().setBankReachable(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(query.queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(UNREACHABLE_RETRY_MS * 3);
    expect(query.queryFn).toHaveBeenCalledTimes(3);
    stop();
    query.unsubscribe();
  });

  it('stops listening when torn down', async () => {
    const client = new QueryClient();
    const { target, go } = fakeWindow();
    const stop = watchConnection(() => void refreshScreen(client), target);
    stop();
    go(false);
    expect(useConnectionStore.getState().browserOnline).toBe(true);
  });
});
