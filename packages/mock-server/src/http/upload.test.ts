import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedIn, testApp } from '../../tests/support/test-app.js';
import type { Bank } from '../domain/bank/index.js';
import { MAX_UPLOAD_BYTES } from '../domain/bank/index.js';

/** Just past the limit (and within socket buffers): then the client waits, its body never ended. */
const SENT_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

let app: Awaited<ReturnType<typeof testApp>>['app'];
let bank: Bank;
let ada: Client;
let port = 0;

beforeAll(async () => {
  ({ app, bank } = await testApp());
  ada = await signedIn(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app.close());

type Outcome = { status: number; body: string; written: number };

/**
 * Streams a multipart upload of a PDF over a raw socket with chunked transfer encoding (no
 * Content-Length announces the size), sends a little more than the limit, then waits without ever
 * ending the body: only a server that refuses at the limit answers. (A raw socket, because Node's HTTP
 * client insists on finishing the request.)
 */
function streamUpload(path: string): Promise<Outcome> {
  const boundary = 'mockbankboundary';
  const cookie = Object.entries(ada.cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  const head = [
    `POST /api/v1${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    'Transfer-Encoding: chunked',
    `Authorization: Bearer ${ada.token}`,
    `X-XSRF-TOKEN: ${ada.cookies['XSRF-TOKEN'] ?? ''}`,
    `Cookie: ${cookie}`,
    '',
    '',
  ].join('\r\n');
  const chunked = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nproof_of_address\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const chunk = chunked(Buffer.alloc(64 * 1024, 0x20));
  return new Promise((resolve) => {
    let written = 0;
    let received = '';
    let done = false;
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const [header = '', body = ''] = received.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(header)?.[1] ?? 0),
        body: unchunk(header, body),
        written,
      });
    };
    const timer = setTimeout(finish, 15_000);
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      received += d;
    });
    // The server closes the connection after its 413 (Connection: close); later writes fail.
    socket.on('error', finish);
    socket.on('close', finish);
    const pump = () => {
      while (written < SENT_BYTES) {
        written += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.write(head);
    socket.write(chunked(preamble));
    pump();
  });
}

/** The body of a chunked or Content-Length answer, as text. */
function unchunk(header: string, body: string): string {
  if (!/transfer-encoding: chunked/i.test(header)) return body;
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}

describe('KYC upload size limit over a real socket', () => {
  it('answers 413 to a streamed upload without Content-Length long before the body ends, storing nothing', async () => {
    const recipient = [...bank.store.recipients.values()].find((r) => r.orgRef === 'org_northwind');
    const before = bank.store.kycDocuments.get(recipient?.ref ?? '')?.length ?? 0;
    const outcome = await streamUpload(`/accounts/org_northwind/recipients/${recipient?.ref}/kyc-documents`);
    expect(outcome.status, outcome.body).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({
      code: 'payload_too_large',
      errors: { file: [`File is larger than ${MAX_UPLOAD_BYTES} bytes`] },
    });
    // Answered while the body was still open: the server stopped at the limit, it did not read to the end.
    expect(outcome.written).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(bank.store.kycDocuments.get(recipient?.ref ?? '')?.length ?? 0).toBe(before);
  });
});
