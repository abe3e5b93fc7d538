import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The app listening on a free port of this machine: its base URL (tests close it). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/**
 * What reached the client of one GET over a real socket: the status and headers, every byte and how many
 * chunks they came in, whether the answer was complete, and how long it took (ms). `failed`: the connection
 * ended without any answer.
 */
export type RawGet = {
  status: number | null;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  chunks: number;
  complete: boolean;
  ms: number;
  failed: string | null;
};

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawGet> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('error', () => undefined);
      res.on('close', () =>
        resolve({
          status: res.statusCode ?? null,
          headers: res.headers,
          bytes: Buffer.concat(parts),
          chunks: parts.length,
          complete: res.complete,
          ms: performance.now() - started,
          failed: null,
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: null,
        headers: {},
        bytes: Buffer.alloc(0),
        chunks: 0,
        complete: false,
        ms: performance.now() - started,
        failed: error.code ?? error.message,
      }),
    );
    req.end();
  });
}
