import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { REDACTED } from '../domain/network/index.js';

/** A recorded answer, ready to send again. */
export type ReplayedAnswer = { status: number; headers: [string, string][]; body: Buffer };

/** MOCK_REPLAY's recording (rule MJR-06): each request's recorded answers, in the order they were given. */
export type Replay = {
  /** The next recorded answer to this request (the last one again once all were given), else null. */
  answer(method: string, url: string): ReplayedAnswer | null;
  /** How many answers the recording holds. */
  readonly size: number;
};

/** A recording that cannot be replayed: the message names the file and what is wrong with it. */
export class ReplayFileError extends Error {}

/** What is sent again of a recorded answer's headers: not its framing, nor a credential the recording hid. */
const NOT_REPLAYED = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-encoding',
]);

/** Method, path and query (its parameters in order), whatever the host. */
function keyOf(method: string, url: string): string {
  const parsed = new URL(url, 'http://replay.invalid');
  parsed.searchParams.sort();
  return `${method.toUpperCase()} ${parsed.pathname}?${parsed.searchParams.toString()}`;
}

type HarEntryShape = {
  request?: { method?: unknown; url?: unknown };
  response?: {
    status?: unknown;
    headers?: { name?: unknown; value?: unknown }[];
    content?: { text?: unknown; encoding?: unknown };
  };
};

function answerOf(entry: HarEntryShape): ReplayedAnswer | null {
  const { request, response } = entry;
  if (typeof request?.method !== 'string' || typeof request.url !== 'string') return null;
  if (typeof response?.status !== 'number' || response.status < 100 || response.status > 599) return null;
  const headers: [string, string][] = [];
  for (const header of response.headers ?? []) {
    if (typeof header?.name !== 'string' || typeof header.value !== 'string') return null;
    const name = header.name.toLowerCase();
    if (!NOT_REPLAYED.has(name) && header.value !== REDACTED) headers.push([name, header.value]);
  }
  const text = typeof response.content?.text === 'string' ? response.content.text : '';
  const body = Buffer.from(text, response.content?.encoding === 'base64' ? 'base64' : 'utf8');
  return { status: response.status, headers, body };
}

/** Reads and checks a HAR file at start: anything else is refused with the file's name. */
export function loadReplay(file: string): Replay {
  const refuse = (why: string): never => {
    throw new ReplayFileError(`MOCK_REPLAY: ${file} ${why}`);
  };
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    refuse(`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  let har: { log?: { version?: unknown; entries?: unknown } };
  try {
    har = JSON.parse(text);
  } catch {
    return refuse('is not a HAR file: it is not JSON.');
  }
  const entries = har?.log?.entries;
  if (typeof har?.log?.version !== 'string' || !Array.isArray(entries))
    return refuse('is not a HAR file: it has no log with a version and entries.');
  const answers = new Map<string, ReplayedAnswer[]>();
  entries.forEach((entry: HarEntryShape, index) => {
    const answer = answerOf(entry ?? {});
    if (!answer)
      refuse(`is not a HAR file: entry ${index} has no request method and URL, or no answer status.`);
    const key = keyOf(String(entry.request?.method), String(entry.request?.url));
    const list = answers.get(key);
    if (list) list.push(answer as ReplayedAnswer);
    else answers.set(key, [answer as ReplayedAnswer]);
  });
  const given = new Map<string, number>();
  return {
    size: entries.length,
    answer(method, url) {
      const key = keyOf(method, url);
      const list = answers.get(key);
      if (!list) return null;
      const n = given.get(key) ?? 0;
      given.set(key, n + 1);
      return list[Math.min(n, list.length - 1)] ?? null;
    },
  };
}

/** Sends a recorded answer as it was recorded (status, headers, body bytes). */
export function sendReplayed(reply: FastifyReply, answer: ReplayedAnswer): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.send(answer.body.byteLength > 0 ? answer.body : undefined);
}
