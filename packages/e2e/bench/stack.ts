/**
 * The benchmark's own stack, apart from the journeys' (port base BENCH_PORT_BASE, default 6400): the mock
 * bank (seeded with MOCK_SEED_TRANSACTIONS extra transactions) and the production nginx config serving the
 * built app, /api straight to the mock bank (no Prism: its validation would be measured too). Every process
 * is started in its own process group and stopped by that group's id, on success, failure or a signal.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** Renders the production nginx config for `webRoot` and serves it on `port` (/api to `apiUpstream`). */
function spawnNginx(webRoot: string, port: number, apiUpstream: string, runtimeDir: string): ChildProcess {
  const confPath = execFileSync(process.execPath, [join(webDir, 'deploy', 'render-nginx-conf.mjs')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      LISTEN_PORT: String(port),
      WEB_ROOT: webRoot,
      API_UPSTREAM: apiUpstream,
      RUNTIME_DIR: runtimeDir,
    },
  }).trim();
  return spawn('nginx', ['-p', runtimeDir, '-c', confPath, '-g', 'daemon off; user root;'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops the processes (nginx gracefully, the mock bank by SIGTERM) and removes nginx's runtime directory. */
function stopper(children: { child: ChildProcess; signal: NodeJS.Signals }[], runtimeDir: string) {
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.all(children.map(({ child, signal }) => stopGroup(child, signal)));
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    void stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return stop;
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
  const children: { child: ChildProcess; signal: NodeJS.Signals }[] = [];
  const stop = stopper(children, runtimeDir);

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
    children.push({ child: mock, signal: 'SIGTERM' });
    const webRoot = webDist.startsWith('/') ? webDist : join(webDir, webDist);
    children.push({ child: spawnNginx(webRoot, webPort, mockUrl, runtimeDir), signal: 'SIGQUIT' });

    await waitFor(`${mockUrl}/api/v1/auth/xsrf`, 'the mock bank');
    await waitFor(`${webUrl}/login`, 'nginx');
    return { webUrl, mockUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The floor app (packages/web/bench/floor: React + Chakra provider + router + one button), built with the
 * portal's Vite config and served by the same nginx config, for same-run ratios.
 */
export async function startFloor({
  port = Number(process.env.BENCH_PORT_BASE ?? 6400) + 74,
} = {}): Promise<{ webUrl: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-floor-'));
  execFileSync(process.execPath, [join(webDir, 'bench', 'build-floor.mjs'), outDir], { stdio: 'ignore' });
  const runtimeDir = `/tmp/portal-bench-nginx-${port}`;
  const children: { child: ChildProcess; signal: NodeJS.Signals }[] = [];
  const stopServer = stopper(children, runtimeDir);
  const stop = async () => {
    await stopServer();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    children.push({ child: spawnNginx(outDir, port, 'http://127.0.0.1:9', runtimeDir), signal: 'SIGQUIT' });
    const webUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${webUrl}/login`, 'nginx (floor app)');
    return { webUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
