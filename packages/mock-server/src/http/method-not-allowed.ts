import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

/** The methods a path may lack: a request with one of them on a known path answers 405, not 404. */
const METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Collects every route's methods by path as the routes are added (call before adding them), and once they
 * all are, gives each known path a route for each method it lacks: `PUT /user/current` answers 405 with
 * `Allow: GET, HEAD, PATCH` instead of Fastify's 404, as HTTP asks. Wildcard routes (CORS preflight) and
 * OPTIONS are left alone.
 */
export function collectRouteMethods(
  app: FastifyInstance,
): (answer: (request: FastifyRequest, reply: FastifyReply, allow: string) => unknown) => void {
  const byPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = byPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
    byPath.set(route.url, methods);
  });
  return (answer) => {
    const paths = [...byPath];
    for (const [url, methods] of paths) {
      const allow = METHODS.filter((m) => methods.has(m)).join(', ');
      const missing = METHODS.filter((m) => !methods.has(m));
      if (missing.length === 0) continue;
      app.route({ method: missing, url, handler: (request, reply) => answer(request, reply, allow) });
    }
  };
}
