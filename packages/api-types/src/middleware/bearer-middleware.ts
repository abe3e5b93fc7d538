import type { Middleware } from 'openapi-fetch';

/** Adds `Authorization: Bearer <token>` from the token getter, unless the request already set one. */
export function createBearerMiddleware(getAccessToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (request.headers.has('Authorization')) return undefined;
      const token = getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
