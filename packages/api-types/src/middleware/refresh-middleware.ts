import type { Middleware } from 'openapi-fetch';

export interface RefreshMiddlewareOptions {
  /** Sends a request past every middleware (used to re-issue the cloned request once). */
  fetch: (request: Request) => Promise<Response>;
  getAccessToken: () => string | null | undefined;
  /** The single-flight refresh: resolves the new access token, rejects when the session is over. */
  refreshAccessToken: () => Promise<string>;
  /** Re-applies the headers a retried request needs (fresh anti-forgery token). */
  prepareRetry: (request: Request) => Promise<void>;
}

interface PendingRequest {
  clone: Request;
  token: string | null;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * On the first 401 of a request that carried a bearer token, waits for the shared refresh and re-issues a
 * clone of the request once with the new token. openapi-fetch has no retry of its own (upstream #2075), and
 * `fetch` consumes the body, so the clone is taken before the request leaves. The retry goes straight to
 * `fetch`, past the middleware, so a retried request that 401s again is never refreshed a second time: it
 * ends as that 401 response (openapi-fetch's `error`; `unwrap` throws it as an ApiError with status 401).
 * When the refresh fails, the request rejects with the refresh's SessionExpiredError.
 * Requests without a bearer token (login, 2FA, the refresh call itself) are left alone: their 401 means
 * "wrong credentials", not "token expired".
 */
export function createRefreshMiddleware(options: RefreshMiddlewareOptions): Middleware {
  const pending = new Map<string, PendingRequest>();
  return {
    onRequest({ request, id }) {
      const token = bearerOf(request);
      if (token !== null) pending.set(id, { clone: request.clone(), token });
      return undefined;
    },
    async onResponse({ response, id }) {
      const entry = pending.get(id);
      // Marked as retried (removed) before any await, so no path can refresh it twice.
      pending.delete(id);
      if (!entry || response.status !== 401) return undefined;
      const current = options.getAccessToken();
      // A refresh that finished while this request was in flight already gave us a newer token.
      const token = current && current !== entry.token ? current : await options.refreshAccessToken();
      entry.clone.headers.set('Authorization', `Bearer ${token}`);
      await options.prepareRetry(entry.clone);
      return options.fetch(entry.clone);
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };
}
