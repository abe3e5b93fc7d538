import { ApiError, SessionExpiredError } from '@portal/api-types';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { useSessionStore } from '../domains/session/session-store';
import { deferIdleWorkWhile } from '../lib/deferred-module';

const NO_RETRY_STATUSES = new Set([401, 403, 404]);
export const QUERY_RETRY_DELAY_MS = 3000;

/** Queries retry once, but never an answer that a retry cannot change (auth, forbidden, not found). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false;
  if (error instanceof ApiError && NO_RETRY_STATUSES.has(error.status)) return false;
  return failureCount < 1;
}

/** The data-fetching defaults of rule API-09. */
export const queryClientConfig = {
  defaultOptions: {
    queries: {
      retry: shouldRetryQuery,
      retryDelay: QUERY_RETRY_DELAY_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: 5000,
      gcTime: 30000,
    },
    mutations: {
      retry: 0,
      // Sent at once even offline, so a payment fails with "could not reach the bank" instead of waiting,
      // spinner turning, to go out whenever the network returns (rule NET-03).
      networkMode: 'always',
    },
  },
} satisfies QueryClientConfig;

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}

/**
 * The cache holds one session's data: it empties whenever a session ends in this tab (log-out, idle log-out,
 * expiry, another tab's log-out: each ends in the session store), whichever screen is up. Returns the unsubscribe.
 */
export function clearOnSessionEnd(client: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.lastSessionEnd !== previous.lastSessionEnd) client.clear();
  });
}

/**
 * The app's one cache. Only the screens that ask the bank through it load this module (never the sign-in page,
 * which would otherwise download the query library before its first paint): the signed-in frame and the other
 * public screens through layouts/query-layout.tsx, the dashboard's first requests through prefetch-home-data.ts.
 */
export const queryClient = createQueryClient();
clearOnSessionEnd(queryClient);
// Code loaded when idle waits for the screen's answers (lib/deferred-module).
deferIdleWorkWhile(() => queryClient.isFetching() > 0);
