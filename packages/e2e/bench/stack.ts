/**
 * The benchmark's own stack, apart from the journeys' (port base BENCH_PORT_BASE, default 6400): the mock
 * bank (seeded with MOCK_SEED_TRANSACTIONS extra transactions) and the production nginx config serving the
 * built app, /api straight to the mock bank (no Prism: its validation would be measured too). Every process
 * is started in its own process group and stopped by that group's id, on success, failure or a signal.
 * nginx serves HTTPS with HTTP/2 (a self-signed certificate made for the run; the browsers are told to accept
 * it), as a bank's front end would: over HTTP/1.1 Chromium queues a route's 46–82 files on six connections.
 * BENCH_TLS=0 serves plain HTTP/1.1 instead, to compare.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDir = join(repoRoot, 'packages', 'web');
const mockDir = join(repoRoot, 'packages', 'mock-server');

export type Stack = { webUrl: string; mockUrl: string; stop: () => Promise<void> };

export const TLS = process.env.BENCH_TLS !== '0';

/** The status of a GET; over HTTPS the run's self-signed certificate is accepted (fetch would refuse it). */
function statusOf(url: string): Promise<number> {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.status);
  return new Promise((resolve, reject) => {
    const req = request(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Fails when something already listens on `port` (a leftover server would answer in place of this run's). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`bench: port ${port} is taken (a server left over from another run?)`));
    });
    socket.once('error', () => resolve());
  });
}

/** Waits until `url` answers; fails at once when `child`, the process meant to answer, has exited (a port taken
 * by a leftover server would otherwise answer in its place). */
async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`bench: ${what} exited before answering at ${url} (port taken?)`);
    try {
      if ((await statusOf(url)) < 500) return;
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

/** A self-signed certificate for 127.0.0.1, valid one day, written into `dir` (paths returned). */
function selfSignedCertificate(dir: string): { TLS_CERTIFICATE: string; TLS_CERTIFICATE_KEY: string } {
  mkdirSync(dir, { recursive: true });
  const paths = { TLS_CERTIFICATE: join(dir, 'cert.pem'), TLS_CERTIFICATE_KEY: join(dir, 'key.pem') };
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', paths.TLS_CERTIFICATE_KEY, '-out', paths.TLS_CERTIFICATE],
    ],
    { stdio: 'ignore' },
  );
  return paths;
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
      ...(TLS ? selfSignedCertificate(runtimeDir) : {}),
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
  const webUrl = `${TLS ? 'https' : 'http'}://127.0.0.1:${webPort}`;
  const runtimeDir = `/tmp/portal-bench-nginx-${webPort}`;
  const children: { child: ChildProcess; signal: NodeJS.Signals }[] = [];
  const stop = stopper(children, runtimeDir);

  try {
    await Promise.all([assertPortFree(mockPort), assertPortFree(webPort)]);
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
        // One user signs in and clicks through far more than a person would in a minute (the interaction runs,
        // 40 navigations, 100-page exports): the per-user rate limit and the flood guard would answer 429s.
        MOCK_RATE_LIMIT: '0',
        MOCK_FLOOD_LIMIT: '0',
      },
    });
    children.push({ child: mock, signal: 'SIGTERM' });
    const webRoot = webDist.startsWith('/') ? webDist : join(webDir, webDist);
    const nginx = spawnNginx(webRoot, webPort, mockUrl, runtimeDir);
    children.push({ child: nginx, signal: 'SIGQUIT' });

    await waitFor(`${mockUrl}/api/v1/auth/xsrf`, 'the mock bank', mock);
    await waitFor(`${webUrl}/login`, 'nginx', nginx);
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
    await assertPortFree(port);
    const nginx = spawnNginx(outDir, port, 'http://127.0.0.1:9', runtimeDir);
    children.push({ child: nginx, signal: 'SIGQUIT' });
    const webUrl = `${TLS ? 'https' : 'http'}://127.0.0.1:${port}`;
    await waitFor(`${webUrl}/login`, 'nginx (floor app)', nginx);
    return { webUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
