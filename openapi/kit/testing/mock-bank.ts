import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/prism/prism-front.mjs';

const START = fileURLToPath(new URL('../../../packages/mock-server/scripts/start.mjs', import.meta.url));

/** A request as the bank saw it. */
export interface SeenRequest {
  method: string;
  path: string;
}

/** What an answer passing through a test's front may be turned into (a planted drift); null leaves it. */
export type Drift = (
  seen: SeenRequest,
  status: number,
  body: string,
) => { status: number; body: string; contentType?: string } | null;

export interface TestBank {
  /** The front's URL: the kit's --base-url. */
  url: string;
  /** Every request that reached the bank, in order. */
  seen: SeenRequest[];
  /** Plants a drift in the answers from now on (null: none). */
  drift: (next: Drift | null) => void;
  stop: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the mock bank did not answer at ${url}`);
}

/**
 * The mock bank as a backend team's server is to the kit: its own process on a free port (the plain seed,
 * no payment failing at random, its clock on the last business morning as `npm start` sets it, so payment and
 * FX windows are open; the kit's TOTP codes come from the machine's time, which the bank accepts too), behind
 * a small front that records every request reaching it and can plant a drift in its answers.
 */
export async function startTestBank(): Promise<TestBank> {
  const bankPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      MOCK_PORT: String(bankPort),
      MOCK_LOG: '0',
      MOCK_PAYMENT_FAILURE_RATE: '0',
      MOCK_SCENARIO: '',
      MOCK_STATE_FILE: '',
      // The tests run the kit several times a minute, more requests than one user's general limit allows;
      // the kit waits out a 429 (Retry-After), which would only make them slow.
      MOCK_RATE_LIMIT: '0',
    },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${bankPort}/api/v1/auth/xsrf`);
  const seen: SeenRequest[] = [];
  let drift: Drift | null = null;
  const front: Server = createServer((req, res) => {
    const at = { method: req.method ?? 'GET', path: req.url ?? '/' };
    seen.push(at);
    const upstream = request(
      { host: '127.0.0.1', port: bankPort, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (chunk: Buffer) => chunks.push(chunk));
        up.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const planted = drift?.(at, up.statusCode ?? 502, text) ?? null;
          const headers = { ...up.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          if (planted?.contentType) headers['content-type'] = planted.contentType;
          res.writeHead(planted?.status ?? up.statusCode ?? 502, headers);
          res.end(planted?.body ?? text);
        });
      },
    );
    req.pipe(upstream);
  });
  const frontPort = await freePort();
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${frontPort}`,
    seen,
    drift: (next) => {
      drift = next;
    },
    stop: async () => {
      await new Promise((resolve) => front.close(resolve));
      child.kill('SIGTERM');
    },
  };
}
