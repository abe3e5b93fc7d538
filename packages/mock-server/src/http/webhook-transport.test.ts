import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpTransport } from './webhook-transport.js';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    req.resume();
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, server };
}

const send = (transport: ReturnType<typeof createHttpTransport>, url: string) =>
  transport({ url, headers: { 'content-type': 'application/json' }, body: '{}' });

describe('the webhook HTTP transport (rule WHK-03)', () => {
  it('connects to the address it checked, with the host name the URL gives', async () => {
    const { port, seen } = await serve((_req, res) => res.writeHead(204).end());
    const transport = createHttpTransport({ allowLoopback: () => true, resolve: async () => ['127.0.0.1'] });
    expect(await send(transport, `http://hooks.customer.example:${port}/bank`)).toEqual({ status: 204 });
    expect(seen[0]?.headers.host).toBe(`hooks.customer.example:${port}`);
  });

  it('refuses a name with any private or loopback address among those it resolves to', async () => {
    const { port, seen } = await serve((_req, res) => res.writeHead(200).end());
    const strict = createHttpTransport({ allowLoopback: () => false, resolve: async () => ['127.0.0.1'] });
    expect(await send(strict, `https://hooks.customer.example:${port}/`)).toEqual({
      error: expect.stringMatching(/resolves to 127\.0\.0\.1/),
    });
    const mixed = createHttpTransport({
      allowLoopback: () => true,
      resolve: async () => ['93.184.216.34', '10.1.2.3'],
    });
    expect(await send(mixed, 'https://hooks.customer.example/')).toEqual({
      error: expect.stringMatching(/10\.1\.2\.3/),
    });
    const mapped = createHttpTransport({
      allowLoopback: () => false,
      resolve: async () => ['::ffff:169.254.169.254'],
    });
    expect(await send(mapped, 'https://metadata.example/')).toEqual({ error: expect.any(String) });
    expect(seen).toHaveLength(0);
  });

  it('follows no redirect, reads at most 64 kB of an answer, and gives up after its time', async () => {
    const redirect = await serve((_req, res) => res.writeHead(302, { location: '/elsewhere' }).end());
    const transport = createHttpTransport({ allowLoopback: () => true, timeoutMs: 300 });
    expect(await send(transport, `http://127.0.0.1:${redirect.port}/hook`)).toEqual({ status: 302 });
    expect(redirect.seen.map((r) => r.url)).toEqual(['/hook']);

    // An endless answer: the status is taken once 64 kB have come, and the rest is never read.
    const endless = await serve((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 120);
      const pump = () => {
        while (res.write(chunk)) {
          if (res.destroyed) return;
        }
        res.once('drain', pump);
      };
      pump();
    });
    const started = Date.now();
    expect(await send(transport, `http://127.0.0.1:${endless.port}/`)).toEqual({ status: 200 });
    expect(Date.now() - started).toBeLessThan(300);

    const silent = await serve(() => undefined);
    expect(await send(transport, `http://127.0.0.1:${silent.port}/`)).toEqual({
      error: 'No answer within 0.3 s.',
    });
    const closed = createHttpTransport({ allowLoopback: () => true });
    const gone = await serve(() => undefined);
    await new Promise<void>((resolve) => {
      gone.server.close(() => resolve());
      gone.server.closeAllConnections();
    });
    expect(await send(closed, `http://127.0.0.1:${gone.port}/`)).toEqual({
      error: 'Could not connect: ECONNREFUSED.',
    });
  });
});
