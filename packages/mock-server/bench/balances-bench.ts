/**
 * npm run bench -w @portal/mock-server
 * autocannon (10 connections, BENCH_DURATION s each, default 10, loopback) on an authenticated
 * GET …/balances: this server against `prism mock` on the same contract. Both run in a child process of
 * their own (Node, started the same way), autocannon in this one, so neither shares a process or an
 * event loop with the load generator. Prints requests/s, p50 and p99 of each and their ratios. Not asserted.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';
import { freePort, startPrism } from '../../../scripts/prism/prism-front.mjs';
import { startMockBank } from './mock-process.js';

const PATH = '/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
async function signIn(base: string): Promise<string> {
  const xsrf = await fetch(`${base}/api/v1/auth/xsrf`);
  const cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(token),
      cookie: cookies.join('; '),
    },
    body: JSON.stringify({ email: 'ada@northwind.test', password: 'Northwind#2026' }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function run(name: string, url: string, token: string): Promise<Result> {
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${name}: ${url} answered ${check.status}`);
  process.stdout.write(`→ ${name}: ${CONNECTIONS} connections for ${DURATION} s …\n`);
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  });
}

const line = (name: string, r: Result) =>
  `${name.padEnd(24)} ${Math.round(r.requests.average).toString().padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}  errors ${r.errors}`;

/** `a / b` as "12.3×"; autocannon reports whole milliseconds, so a 0 ms latency has no ratio. */
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : `n/a (${a} ms vs under 1 ms)`);

const ourPort = await freePort();
const prismPort = await freePort();
const prism = startPrism({ mode: 'mock', port: prismPort });
let ourServer: ChildProcess | undefined;
try {
  ourServer = (
    await startMockBank(ourPort, {
      // The contract's 600 requests a minute per user, and the flood guard, would measure 429s.
      MOCK_RATE_LIMIT: '0',
      MOCK_FLOOD_LIMIT: '0',
    })
  ).child;
  const base = `http://127.0.0.1:${ourPort}`;
  const token = await signIn(base);
  const ours = await run('mock bank (Fastify)', `${base}/api/v1${PATH}`, token);
  await prism.ready;
  const theirs = await run('prism mock', `http://127.0.0.1:${prismPort}${PATH}`, token);
  process.stdout.write(
    [
      '',
      `GET ${PATH} (authenticated), ${CONNECTIONS} connections, ${DURATION} s each, loopback, each server in its own process`,
      line('mock bank (Fastify)', ours),
      line('prism mock', theirs),
      `requests/s: mock bank ${ratio(ours.requests.average, theirs.requests.average)} prism`,
      `p50 latency: prism ${ratio(theirs.latency.p50, ours.latency.p50)} mock bank`,
      `p99 latency: prism ${ratio(theirs.latency.p99, ours.latency.p99)} mock bank`,
      '',
    ].join('\n'),
  );
} finally {
  if (prism.child.pid) process.kill(prism.child.pid, 'SIGTERM');
  ourServer?.kill('SIGTERM');
}
