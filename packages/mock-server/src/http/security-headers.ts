import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers on every response of the mock bank (API, control endpoints, 404s, errors,
 * rate-limited answers), as the production web server sends them for the app (packages/web/deploy):
 * a CSP that allows nothing at all (the API's answers are JSON, never a document: no defaults merged, so no
 * `unsafe-inline` creeps in, and nothing may frame them, take a form to them or set a base), HSTS a year with
 * subdomains, nosniff, strict-origin-when-cross-origin, COOP same-origin, X-Frame-Options DENY; plus
 * `Cache-Control: no-store`, since every answer is per-user and per-moment.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

/**
 * What helmet sets with these options, and `Cache-Control: no-store`: the same on every answer (no nonce,
 * nothing read from the request), so helmet runs once, at load, into a plain record. Running its eleven
 * middlewares and Node's checked `setHeader` on each request was about 4% of the bank's busy time on a read.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const sink = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    sink as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  headers['cache-control'] = 'no-store';
  return Object.freeze(headers);
})();

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // The headers go on every answer from the first hook on; a route may replace one (the docs' own CSP).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

/**
 * The same headers for an answer Fastify makes before any route or hook runs (its framework errors,
 * such as a malformed URL), where the plugin's hooks never see the request.
 */
export async function applySecurityHeaders(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.headers(SECURITY_HEADERS);
}

/**
 * The same headers as plain name-value pairs, for an answer written straight to the socket (a request Node
 * could not parse, http/client-errors.ts), where there is no request or reply to run helmet on.
 */
export function securityHeaderValues(): Record<string, string> {
  return { ...SECURITY_HEADERS };
}
