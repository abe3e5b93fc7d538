import { NetworkError } from './network-errors';

/** What the last request told of the bank: an answer arrived, or none did. */
export type Reachability = 'reachable' | 'unreachable';

export interface RequestTimeoutOptions {
  /** How long a request may wait for the answer's headers before it fails as a timeout. */
  timeoutMs: number;
  onReachability?: (state: Reachability) => void;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The body read whole, so a body that trickles in counts against the timeout too. */
async function readWhole(response: Response): Promise<Response> {
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  if (body && body.byteLength > 0 && /\bjson\b/i.test(type)) {
    try {
      JSON.parse(new TextDecoder().decode(body));
    } catch (error) {
      throw new NetworkError('unreadable', { cause: error });
    }
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Wraps fetch so every request ends: no whole answer within `timeoutMs` aborts it as a NetworkError('timeout'),
 * a failed connection is a NetworkError('unreachable'), a JSON answer that does not parse a
 * NetworkError('unreadable'); the caller's own abort stays an AbortError. The timer is a plain setTimeout, so a
 * test can move a page's clock past it.
 */
export function withRequestTimeout(
  fetchImpl: (request: Request) => Promise<Response>,
  { timeoutMs, onReachability }: RequestTimeoutOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', forward, { once: true });
    try {
      const response = await readWhole(await fetchImpl(new Request(request, { signal: controller.signal })));
      onReachability?.('reachable');
      return response;
    } catch (error) {
      if (error instanceof NetworkError) {
        onReachability?.('reachable');
        throw error;
      }
      if (request.signal.aborted && !timedOut) throw error;
      onReachability?.('unreachable');
      throw new NetworkError(timedOut ? 'timeout' : 'unreachable', { cause: error });
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forward);
    }
  };
}
