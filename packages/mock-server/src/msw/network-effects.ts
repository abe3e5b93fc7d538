import { delay, HttpResponse } from 'msw';
import { MALFORMED_BODY, slowChunks } from '../operations/network-faults.js';
import type { OperationResult } from '../operations/types.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Statuses a Response may not carry a body with: nothing there to break or slow. */
const NO_BODY = new Set([101, 204, 205, 304]);

function slowly(bytes: Uint8Array, durationMs: number): ReadableStream<Uint8Array> {
  const { waitMs, chunks } = slowChunks(bytes, durationMs);
  let next = 0;
  return new ReadableStream({
    async pull(controller) {
      await sleep(waitMs);
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      if (next >= chunks.length) controller.close();
    },
  });
}

/** The first half, then the stream fails as a cut connection does: reading the body rejects. */
function cutInHalf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.subarray(0, Math.floor(bytes.length / 2)));
      controller.error(new TypeError('terminated: the answer was truncated by an injected fault'));
    },
  });
}

/**
 * The MSW adapter's side of an injected fault's network effect (rule MNW-11), as the Fastify adapter carries it
 * out: a timeout never answers, a drop is a network error, and malformed, truncated and slow_body break or slow
 * the bank's own answer (`answer` builds it, so its cookies reach the jar only when its headers would arrive).
 */
export async function withNetworkEffect(result: OperationResult, answer: () => Response): Promise<Response> {
  const effect = result.network;
  if (!effect) return answer();
  if (effect.kind === 'timeout') {
    await delay('infinite');
    return HttpResponse.error();
  }
  if (effect.kind === 'drop') return HttpResponse.error();
  const response = answer();
  if (NO_BODY.has(response.status)) return response;
  const headers = new Headers(response.headers);
  const init = { status: response.status, headers };
  if (effect.kind === 'malformed') {
    headers.set('content-type', 'application/json');
    return new HttpResponse(MALFORMED_BODY, init);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  headers.set('content-length', String(bytes.length));
  if (effect.kind === 'truncated') return new HttpResponse(cutInHalf(bytes), init);
  return new HttpResponse(slowly(bytes, effect.durationMs), init);
}
