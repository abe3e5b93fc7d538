import type { FastifyInstance } from 'fastify';
import { errorResult } from '../operations/errors.js';
import { sendResult } from './adapter.js';

/** The names every bank answers as: it listens on loopback unless told otherwise. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** A Host header's name, without its port, in lower case (`[::1]:4000` → `[::1]`). */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '');
}

/**
 * Whether a request's Host is one this bank is served as. A page on another site whose name an attacker
 * points at 127.0.0.1 (DNS rebinding) sends its own name as Host, and its Origin then equals `http://<Host>`:
 * without this check it could drive the bank (reset it, read a two-factor code) as if it were the portal.
 * A request without a Host comes from no browser, and passes.
 */
export function hostAllowed(host: string | undefined, allowed: readonly string[]): boolean {
  if (host === undefined || host === '') return true;
  const name = hostName(host);
  return LOOPBACK_NAMES.includes(name) || allowed.some((a) => hostName(a) === name);
}

/**
 * Refuses, before anything else runs, a request whose Host is not the bank's (421 Misdirected Request, in the
 * contract's error shape, with the security headers of every answer): the API, the control page and its
 * endpoints alike. `allowed`: names besides loopback (MOCK_ALLOWED_HOSTS, the address MOCK_HOST binds).
 */
export function registerHostCheck(app: FastifyInstance, allowed: readonly string[], secure: boolean): void {
  // A callback hook, not an async one: no promise on every request. Refusing, it sends and does not go on.
  app.addHook('onRequest', (request, reply, done) => {
    if (hostAllowed(request.headers.host, allowed)) return done();
    sendResult(
      reply,
      errorResult(421, {
        message: `This bank is not served as ${hostName(request.headers.host ?? '').slice(0, 200)}: add the name to MOCK_ALLOWED_HOSTS to use it.`,
        code: 'host_not_allowed',
      }),
      secure,
    );
  });
}
