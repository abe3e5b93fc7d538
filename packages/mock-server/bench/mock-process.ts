import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const START = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));

export type StartedMockBank = {
  child: ChildProcess;
  /** From spawn to the first answer of `GET /auth/xsrf`, polled every 10 ms. */
  firstAnswerMs: number;
  /** What the server printed to stdout until then (its "ready in" line among it). */
  stdout: string;
};

/**
 * The mock bank as `npm start -w @portal/mock-server` runs it (scripts/start.mjs: bundled, then run), in its
 * own Node process, so it shares neither a process nor an event loop with the bench.
 */
export async function startMockBank(
  port: number,
  env: Record<string, string> = {},
): Promise<StartedMockBank> {
  const started = performance.now();
  const child = spawn(process.execPath, [START], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_LOG: '0',
      MOCK_SEED_TRANSACTIONS: process.env.MOCK_SEED_TRANSACTIONS ?? '0',
      ...env,
    },
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the mock bank exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/auth/xsrf`)).status === 204) {
        return { child, firstAnswerMs: performance.now() - started, stdout };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGTERM');
  throw new Error('the mock bank did not start within 30 s');
}

/** Stops the server and waits until it has exited (so the next run starts on a quiet port). */
export function stopMockBank(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
