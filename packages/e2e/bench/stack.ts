/**
 * The benchmark's own stack, apart from the journeys' (port base BENCH_PORT_BASE, default 6400): the mock
 * bank (seeded with MOCK_SEED_TRANSACTIONS extra transactions) and the production nginx config serving the
 * built app, /api straight to the mock bank (no Prism: its validation would be measured too). Every process
 * is started in its own process group and stopped by that group's id, on success, failure or a signal.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDir = join(repoRoot, 'packages', 'web');
const mockDir = join(repoRoot, 'packages', 'mock-server');

export type Stack = { webUrl: string; mockUrl: string; stop: () => Promise<void> };

async function waitFor(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`bench: ${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export async function startStack({
  portBase = Number(process.env.BENCH_PORT_BASE ?? 6400),
  webDist = process.env.WEB_DIST ?? 'dist',
  seedTransactions = 10_000,
} = {}): Promise<Stack> {
  const mockPort = portBase;
  const webPort = portBase + 73;
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const runtimeDir = `/tmp/portal-bench-nginx-${webPort}`;
  const children: ChildProcess[] = [];

  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // nginx: SIGQUIT is its graceful stop; the mock bank closes on SIGTERM.
    await Promise.all(children.map((child, i) => stopGroup(child, i === 1 ? 'SIGQUIT' : 'SIGTERM')));
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    void stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    // As `npm start -w @portal/mock-server` runs it.
    const mock = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: mockDir,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        MOCK_PORT: String(mockPort),
        MOCK_HOST: '127.0.0.1',
        MOCK_LOG: '0',
        MOCK_PAYMENT_FAILURE_RATE: '0',
        MOCK_SEED_TRANSACTIONS: String(seedTransactions),
        MOCK_WEB_URL: webUrl,
      },
    });
    children.push(mock);

    const confPath = execFileSync(process.execPath, [join(webDir, 'deploy', 'render-nginx-conf.mjs')], {
      encoding: 'utf8',
      env: {
        ...process.env,
        LISTEN_PORT: String(webPort),
        WEB_ROOT: join(webDir, webDist),
        API_UPSTREAM: mockUrl,
        RUNTIME_DIR: runtimeDir,
      },
    }).trim();
    const nginx = spawn('nginx', ['-p', runtimeDir, '-c', confPath, '-g', 'daemon off; user root;'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(nginx);

    await waitFor(`${mockUrl}/api/v1/auth/xsrf`, 'the mock bank');
    await waitFor(`${webUrl}/login`, 'nginx');
    return { webUrl, mockUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
