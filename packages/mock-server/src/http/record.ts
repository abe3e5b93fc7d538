import { renameSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Entry, Har, Header } from 'har-format';
import { redactBody, redactHeaders, redactJsonText, redactQuery } from '../domain/network/index.js';
import { isKeptBody } from '../operations/journal-entry.js';
import type { HostedExchange } from './journal-hooks.js';

/** A HAR 1.2 recording of the API's traffic (MOCK_RECORD, rule MJR-05). */
export type Recorder = {
  add(exchange: HostedExchange): void;
  /** Writes what is pending now (on close, so the last answers are in the file). */
  flush(): void;
};

export const RECORDING_CREATOR = 'portal mock bank';

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const TEXT_TYPE = /^(text\/|application\/(.+\+)?(json|xml)\b)/i;

const headerText = (headers: Readonly<Record<string, unknown>>, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? String(value[0] ?? '') : value === undefined ? '' : String(value);
};

/** A body as a HAR holds it: JSON redacted, other text as it is, bytes in base64. */
function content(
  side: 'request' | 'response',
  body: unknown,
  type: string,
): { text: string; size: number; encoding?: 'base64' } {
  if (body === undefined || body === null || body === '' || !isKeptBody(body)) return { text: '', size: 0 };
  if (body instanceof Uint8Array && !TEXT_TYPE.test(type)) {
    return { text: Buffer.from(body).toString('base64'), size: body.byteLength, encoding: 'base64' };
  }
  let text: string;
  if (body instanceof Uint8Array) text = Buffer.from(body).toString('utf8');
  else if (typeof body === 'string') text = body;
  else text = JSON.stringify(redactBody(side, body));
  if (typeof body === 'string' || body instanceof Uint8Array) {
    if (JSON_TYPE.test(type)) {
      try {
        text = JSON.stringify(redactBody(side, JSON.parse(text)));
      } catch {
        text = redactJsonText(text);
      }
    }
  }
  return { text, size: Buffer.byteLength(text) };
}

const headerList = (headers: Readonly<Record<string, unknown>>): Header[] =>
  Object.entries(redactHeaders(headers)).map(([name, value]) => ({ name, value }));

/** One exchange as a HAR entry, its credentials redacted as the journal's (rule MJR-03). */
export function harEntry(exchange: HostedExchange): Entry {
  const q = exchange.url.indexOf('?');
  const query = Object.entries(redactQuery(q < 0 ? '' : exchange.url.slice(q + 1))).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
  const path = q < 0 ? exchange.url : exchange.url.slice(0, q);
  const search = new URLSearchParams(query.map(({ name, value }) => [name, value])).toString();
  const requestType = headerText(exchange.requestHeaders, 'content-type');
  const responseType = headerText(exchange.responseHeaders, 'content-type');
  const requestBody = content('request', exchange.requestBody, requestType || 'application/json');
  const responseBody = content('response', exchange.responseBody, responseType);
  const status = exchange.status ?? 0;
  const time = Math.round(exchange.durationMs * 10) / 10;
  return {
    startedDateTime: new Date(exchange.at).toISOString(),
    time,
    request: {
      method: exchange.method,
      url: `http://${exchange.host}${path}${search ? `?${search}` : ''}`,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(exchange.requestHeaders),
      queryString: query,
      ...(requestBody.size > 0 ? { postData: { mimeType: requestType, text: requestBody.text } } : {}),
      headersSize: -1,
      bodySize: requestBody.size,
    },
    response: {
      status,
      statusText: STATUS_CODES[status] ?? '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(exchange.responseHeaders),
      content: {
        size: responseBody.size,
        mimeType: responseType,
        text: responseBody.text,
        ...(responseBody.encoding ? { encoding: responseBody.encoding } : {}),
      },
      redirectURL: headerText(exchange.responseHeaders, 'location'),
      headersSize: -1,
      bodySize: responseBody.size,
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    _source: exchange.source,
  };
}

/**
 * Records to `file`, rewritten whole after each answer (at most every `debounceMs`) and on flush: written
 * beside it and renamed over it, so a reader never sees half a file.
 */
export function createRecorder(
  file: string,
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): Recorder {
  const entries: Entry[] = [];
  let timer: NodeJS.Timeout | null = null;
  const writeFile = () => {
    const har: Har = {
      log: { version: '1.2', creator: { name: RECORDING_CREATOR, version: '1' }, entries },
    };
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(har, null, 2)}\n`);
    renameSync(temporary, file);
  };
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      writeFile();
    } catch (error) {
      options.onError?.(error);
    }
  };
  // At once, so a file that cannot be written stops the start rather than the first answer.
  writeFile();
  return {
    add(exchange) {
      entries.push(harEntry(exchange));
      timer ??= setTimeout(write, options.debounceMs ?? 200);
      timer.unref();
    },
    flush() {
      if (timer) write();
    },
  };
}
