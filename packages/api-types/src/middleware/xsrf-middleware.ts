import type { Middleware } from 'openapi-fetch';

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING_METHODS.has(method.toUpperCase());
}

export interface XsrfOptions {
  /** Reads the current anti-forgery token (the `XSRF-TOKEN` cookie in a browser). */
  getXsrfToken: () => string | undefined;
  /** Asks the server for a token when there is none yet (GET /auth/xsrf sets the cookie). */
  ensureXsrfToken: () => Promise<void>;
}

/** Echoes the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN` on every state-changing request (double-submit). */
export function createXsrfMiddleware({ getXsrfToken, ensureXsrfToken }: XsrfOptions): Middleware {
  return {
    async onRequest({ request }) {
      if (!isStateChanging(request.method) || request.headers.has(XSRF_HEADER_NAME)) return undefined;
      let token = getXsrfToken();
      if (!token) {
        await ensureXsrfToken();
        token = getXsrfToken();
      }
      if (token) request.headers.set(XSRF_HEADER_NAME, token);
      return request;
    },
  };
}
