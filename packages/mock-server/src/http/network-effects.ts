import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MALFORMED_BODY, slowChunks } from '../operations/network-faults.js';
import type { OperationResult } from '../operations/types.js';
import { prepareReply, sendResult } from './adapter.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets what was written reach the socket before it is cut. */
const flushed = () => new Promise((resolve) => setImmediate(resolve));

function slowly(bytes: Buffer, durationMs: number): Readable {
  const { waitMs, chunks } = slowChunks(bytes, durationMs);
  return Readable.from(
    (async function* spread() {
      for (const chunk of chunks) {
        await sleep(waitMs);
        yield chunk;
      }
    })(),
  );
}

/** The first half of the answer, then the connection cut: the Content-Length promises the whole. */
function cutInHalf(bytes: Buffer): Readable {
  return Readable.from(
    (async function* half() {
      yield bytes.subarray(0, Math.floor(bytes.length / 2));
      await flushed();
      throw new Error('Answer truncated by an injected fault.');
    })(),
  );
}

/**
 * Sends an answer, carrying out an injected fault's network effect (rules MNW-06 and MNW-07): a timeout holds
 * the connection until the client gives up or the app closes; a drop destroys it; malformed, truncated and
 * slow_body break or slow the bank's own answer. Registered once per app, before it is ready: closing the app
 * destroys the connections it still holds, so `app.close()` never waits for a client that waits for it.
 */
export function networkEffects(app: FastifyInstance) {
  const held = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of held) reply.raw.destroy();
    held.clear();
  });
  return (reply: FastifyReply, result: OperationResult, secureCookies: boolean): FastifyReply => {
    const effect = result.network;
    if (!effect) return sendResult(reply, result, secureCookies);
    if (effect.kind === 'timeout' || effect.kind === 'drop') {
      // Fastify sends nothing for a hijacked reply: the answer is the bank's to withhold.
      reply.hijack();
      if (effect.kind === 'drop') reply.raw.destroy();
      else {
        held.add(reply);
        reply.raw.once('close', () => held.delete(reply));
      }
      return reply;
    }
    const body = prepareReply(reply, result, secureCookies);
    if (effect.kind === 'malformed')
      return reply.type('application/json; charset=utf-8').send(MALFORMED_BODY);
    const bytes = Buffer.from(body ?? '');
    reply.header('content-length', String(bytes.length));
    if (effect.kind === 'truncated') return reply.send(cutInHalf(bytes));
    return reply.send(slowly(bytes, effect.durationMs));
  };
}
