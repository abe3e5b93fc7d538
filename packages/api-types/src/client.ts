import createClient, { type Client } from 'openapi-fetch';
import { readCookie } from './cookies';
import { SESSION_EXPIRED_TEXT, SessionExpiredError } from './errors';
import type { paths } from './generated/schema';
import { createBearerMiddleware } from './middleware/bearer-middleware';
import { createRefreshMiddleware } from './middleware/refresh-middleware';
import {
  createXsrfMiddleware,
  isStateChanging,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './middleware/xsrf-middleware';
import { NetworkError } from './network-errors';
import { querySerializer } from './query-string';
import { type Reachability, withRequestTimeout } from './request-timeout';
import { singleFlight } from './single-flight';

export type PortalClient = Client<paths>;

export interface ApiClientOptions {
  /** The API base including its version, e.g. `/api/v1` or `https://bank.example/api/v1`. */
  baseUrl: string;
  /** The in-memory access token. */
  getAccessToken: () => string | null | undefined;
  /** A refresh succeeded: store the new token. */
  onTokenRefreshed?: (accessToken: string) => void;
  /**
   * A refresh triggered by a 401 failed: called once per ended session, however many requests waited. Later
   * 401s of that session are rejected without another refresh or call until a new access token is set.
   */
  onSessionExpired?: (error: SessionExpiredError) => void;
  /** Wraps each refresh call, e.g. in a cross-tab lock; receives the plain call and returns the token. */
  runRefresh?: (refresh: () => Promise<string>) => Promise<string>;
  /** Reads the anti-forgery token; defaults to the `XSRF-TOKEN` cookie. */
  getXsrfToken?: () => string | undefined;
  /** The fetch to use; defaults to a late-bound `globalThis.fetch` so test interceptors installed later apply. */
  fetch?: (request: Request) => Promise<Response>;
  /** How long any request may wait for its whole answer before failing as a NetworkError('timeout'). */
  requestTimeoutMs?: number;
  /** Told after each request whether an answer arrived (the portal's "can't reach the bank" banner). */
  onReachability?: (state: Reachability) => void;
}

/**
 * A refresh's outcome with the user its answer carried, as the bank sent it (unchecked: the caller guards it).
 * `handed-over`: `runRefresh` gave a token without this client's refresh call (another tab refreshed), so there
 * is no answer and no user here.
 */
export type RefreshedSession =
  | { source: 'answer'; accessToken: string; user: unknown }
  | { source: 'handed-over'; accessToken: string };

export interface ApiClient {
  /** The typed client: bearer, XSRF and single-flight refresh applied to every call. */
  client: PortalClient;
  /** One refresh shared by all callers at the same moment; rejects with SessionExpiredError. */
  refreshAccessToken: () => Promise<string>;
  /** The same shared refresh, with the user of its answer: a page load restores the session from it alone. */
  refreshSession: () => Promise<RefreshedSession>;
  /** Makes sure an anti-forgery cookie exists (GET /auth/xsrf once when it does not). */
  ensureXsrfToken: () => Promise<void>;
}

/**
 * Middleware order (onRequest runs in this order, onResponse in reverse): bearer → XSRF → refresh, so the
 * refresh middleware clones the request with all its headers and is the first to see a 401.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const fetchImpl =
    options.requestTimeoutMs === undefined
      ? baseFetch
      : withRequestTimeout(baseFetch, {
          timeoutMs: options.requestTimeoutMs,
          ...(options.onReachability ? { onReachability: options.onReachability } : {}),
        });
  const getXsrfToken = options.getXsrfToken ?? (() => readCookie(XSRF_COOKIE_NAME));
  const clientOptions = {
    baseUrl: options.baseUrl,
    credentials: 'include' as const,
    fetch: fetchImpl,
    querySerializer,
  };

  // The session client makes the XSRF and refresh calls: no bearer and no refresh logic, so the refresh
  // call can never trigger a refresh.
  const sessionClient = createClient<paths>(clientOptions);
  const ensureXsrfToken = singleFlight(async () => {
    await sessionClient.GET('/auth/xsrf');
  });
  const xsrfMiddleware = createXsrfMiddleware({ getXsrfToken, ensureXsrfToken });
  sessionClient.use(xsrfMiddleware);

  // The last refresh answer's user, kept with its token: a token matching it came with that user.
  let lastAnswer: { token: string; user: unknown } | null = null;
  const requestRefresh = async (): Promise<string> => {
    const result = await sessionClient.POST('/auth/refresh').catch((cause: unknown) => {
      // No answer says nothing of the session: it may well be alive once the network is back.
      if (cause instanceof NetworkError) throw cause;
      throw new SessionExpiredError(
        cause instanceof Error && cause.message ? cause.message : SESSION_EXPIRED_TEXT,
      );
    });
    const { data, error, response } = result;
    const token = data?.data.access_token;
    if (response.status === 200 && typeof token === 'string' && token) {
      const user: unknown = data?.data.user;
      lastAnswer = { token, user };
      return token;
    }
    if (response.status === 401) throw new SessionExpiredError(SESSION_EXPIRED_TEXT, 401);
    throw new SessionExpiredError(error?.message || SESSION_EXPIRED_TEXT, response.status);
  };

  const currentToken = () => options.getAccessToken() || null;
  // The session a failed refresh ended, remembered so that a 401 arriving after the failure settled (a slow
  // request of the same session) neither refreshes again nor logs the user out a second time. It stays over
  // until a new access token is set: a login, or a refresh that succeeded some other way.
  let endedSession: { token: string | null; error: SessionExpiredError } | null = null;
  const endedSessionError = (): SessionExpiredError | null => {
    if (!endedSession) return null;
    const token = currentToken();
    if (token === null || token === endedSession.token) return endedSession.error;
    endedSession = null;
    return null;
  };

  const refreshAccessToken = singleFlight(async () => {
    const token = await (options.runRefresh ? options.runRefresh(requestRefresh) : requestRefresh());
    endedSession = null;
    options.onTokenRefreshed?.(token);
    return token;
  });

  const refreshSession = async (): Promise<RefreshedSession> => {
    const accessToken = await refreshAccessToken();
    return lastAnswer?.token === accessToken
      ? { source: 'answer', accessToken, user: lastAnswer.user }
      : { source: 'handed-over', accessToken };
  };

  // A second single flight on top, so a failed refresh is reported exactly once to onSessionExpired.
  const refreshAfterUnauthorized = singleFlight(async () => {
    const ended = endedSessionError();
    if (ended) throw ended;
    try {
      return await refreshAccessToken();
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      const expired = error instanceof SessionExpiredError ? error : new SessionExpiredError();
      // Recorded before the callback, which typically clears the token (logout).
      endedSession = { token: currentToken(), error: expired };
      options.onSessionExpired?.(expired);
      throw expired;
    }
  });

  const client = createClient<paths>(clientOptions);
  client.use(createBearerMiddleware(options.getAccessToken));
  client.use(xsrfMiddleware);
  client.use(
    createRefreshMiddleware({
      fetch: fetchImpl,
      getAccessToken: options.getAccessToken,
      refreshAccessToken: refreshAfterUnauthorized,
      async prepareRetry(request) {
        if (!isStateChanging(request.method)) return;
        const token = getXsrfToken();
        if (token) request.headers.set(XSRF_HEADER_NAME, token);
      },
    }),
  );

  return { client, refreshAccessToken, refreshSession, ensureXsrfToken };
}
