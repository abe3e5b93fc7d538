/**
 * npm run bench -w @portal/mock-server
 * autocannon (10 connections, 10 s each, loopback) on an authenticated GET …/balances: this server against
 * `prism mock` on the same contract. Prints requests/s, p50 and p99 of each and the ratio. Not asserted.
 */
import autocannon, { type Result } from 'autocannon';
import { freePort, startPrism } from '../../../scripts/prism/prism-front.mjs';
import { buildApp } from '../src/http/app.js';

const PATH = '/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

async function signIn(base: string): Promise<string> {
  const xsrf = await fetch(`${base}/api/v1/auth/xsrf`);
  const cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: cookies.join('; ') },
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

const { app } = await buildApp({
  rateLimitMax: 0,
  bankConfig: { extraTransactions: Number(process.env.MOCK_SEED_TRANSACTIONS ?? 0) },
});
const port = await freePort();
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
const prismPort = await freePort();
const prism = startPrism({ mode: 'mock', port: prismPort });
try {
  const token = await signIn(base);
  const ours = await run('mock bank (Fastify)', `${base}/api/v1${PATH}`, token);
  await prism.ready;
  const theirs = await run('prism mock', `http://127.0.0.1:${prismPort}${PATH}`, token);
  process.stdout.write(
    [
      '',
      `GET ${PATH} (authenticated), ${CONNECTIONS} connections, ${DURATION} s each, loopback`,
      line('mock bank (Fastify)', ours),
      line('prism mock', theirs),
      `ratio (mock bank / prism): ${(ours.requests.average / theirs.requests.average).toFixed(1)}× requests/s, p99 ${theirs.latency.p99} ms vs ${ours.latency.p99} ms`,
      '',
    ].join('\n'),
  );
} finally {
  if (prism.child.pid) process.kill(prism.child.pid, 'SIGTERM');
  await app.close();
}
