import { ApiError, SessionExpiredError } from '@portal/api-types';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../domains/session/session-store';
import { makeCurrentUser } from '../domains/session/testing/current-user-fixture';
import {
  clearOnSessionEnd,
  createQueryClient,
  QUERY_RETRY_DELAY_MS,
  queryClient,
  queryClientConfig,
  shouldRetryQuery,
} from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a failure once', () => {
    expect(shouldRetryQuery(0, new ApiError(500, { message: 'down' }))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, { message: 'down' }))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it.each([401, 403, 404])('never retries %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, { message: 'no' }))).toBe(false);
  });

  it('never retries an expired session', () => {
    expect(shouldRetryQuery(0, new SessionExpiredError())).toBe(false);
  });
});

describe('queryClientConfig', () => {
  it('has the defaults of rule API-09', () => {
    expect(queryClientConfig.defaultOptions.queries).toMatchObject({
      retryDelay: 3000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: 5000,
      gcTime: 30000,
    });
    expect(queryClientConfig.defaultOptions.mutations.retry).toBe(0);
  });

  it('retries a failed query once, 3000 ms later', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const fn = vi.fn().mockRejectedValue(new ApiError(500, { message: 'down' }));
    const result = client.fetchQuery({ queryKey: ['x'], queryFn: fn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(QUERY_RETRY_DELAY_MS - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(await result).toBeInstanceOf(ApiError);
  });
});

describe('clearOnSessionEnd', () => {
  it.each(['logout', 'expired', 'logged-out-elsewhere'] as const)(
    'empties the cache when a session ends (%s), and only then',
    (reason) => {
      const client = createQueryClient();
      const stop = clearOnSessionEnd(client);
      useSessionStore.getState().startSession(makeCurrentUser());
      client.setQueryData(['balances'], [1]);
      expect(client.getQueryData(['balances'])).toEqual([1]);
      useSessionStore.getState().logout(reason);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      stop();
    },
  );

  it("is the app's cache's own rule", () => {
    queryClient.setQueryData(['balances'], [1]);
    useSessionStore.getState().logout('expired');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
