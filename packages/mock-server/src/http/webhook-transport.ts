import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed } from '../domain/webhooks/index.js';
import type { WebhookTransport } from '../operations/webhook-delivery.js';

/** Every address a host name resolves to (a literal address is itself). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const TIMEOUT_MS = 5_000;
/** The bank reads no more of an answer than this: only its status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type HttpTransportOptions = {
  /** Read at each delivery, so the bank's config decides (MOCK_WEBHOOK_ALLOW_LOOPBACK). */
  allowLoopback: () => boolean;
  resolve?: ResolveHost;
  /** The whole attempt's limit (5 s; tests shorten it). */
  timeoutMs?: number;
};

/**
 * Real HTTP for the Fastify bank (Node only). The host is resolved first and every address it resolves to
 * must be public (loopback too when allowed); the connection then goes to the address checked, never to a
 * second lookup, so DNS rebinding cannot slip a private address in. No redirects are followed (a 3xx is
 * the answer), the whole attempt has 5 s, and at most 64 kB of the answer is read.
 */
export function createHttpTransport(options: HttpTransportOptions): WebhookTransport {
  const resolve = options.resolve ?? resolveWithDns;
  return async ({ url, headers, body }) => {
    const target = new URL(url);
    const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    try {
      addresses = await resolve(hostname);
    } catch {
      return { error: `The host ${hostname} could not be resolved.` };
    }
    const refused = addresses.find((a) => !addressAllowed(a, options.allowLoopback()));
    if (addresses.length === 0 || refused !== undefined)
      return {
        error: `The host ${hostname} resolves to ${refused ?? 'no address'}, which the bank does not deliver to.`,
      };
    const address = addresses[0] as string;
    const family = address.includes(':') ? 6 : 4;
    const pinned: LookupFunction = (_name, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    return post(target, { headers, body, lookup: pinned, timeoutMs: options.timeoutMs ?? TIMEOUT_MS });
  };
}

function post(
  target: URL,
  init: { headers: Record<string, string>; body: string; lookup: LookupFunction; timeoutMs: number },
): Promise<{ status: number } | { error: string }> {
  return new Promise((settle) => {
    let done = false;
    const finish = (outcome: { status: number } | { error: string }) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      settle(outcome);
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup: init.lookup,
        agent: false,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) {
            finish({ status });
            res.destroy();
          }
        });
        res.on('end', () => finish({ status }));
        res.on('close', () => finish({ status }));
        res.on('error', () => finish({ status }));
      },
    );
    const timer = setTimeout(() => {
      finish({ error: `No answer within ${init.timeoutMs / 1000} s.` });
      req.destroy();
    }, init.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ error: `Could not connect: ${error.code ?? error.message}.` }),
    );
    req.end(init.body);
  });
}
