/**
 * npm run bench -w @portal/mock-server
 * autocannon (10 connections, BENCH_DURATION s each, default 10, loopback) on an authenticated
 * GET …/balances: this server against `prism mock` on the same contract. Both run in a child process of
 * their own (Node, started the same way), autocannon in this one, so neither shares a process or an
 * event loop with the load generator. Prints requests/s, p50 and p99 of each and their ratios, beside the
 * goals: the bank at 20× Prism's requests/s or more, its p99 under 10 ms. Not asserted.
 */
import type { ChildProcess } from 'node:child_process';
import { freePort, startPrism } from '../../../scripts/prism/prism-front.mjs';
import { CONNECTIONS, DURATION, goal, line, run, signIn } from './bench-support.js';
import { startMockBank } from './mock-process.js';

const PATH = '/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances';
/** The goals: the bank answers at least this many times Prism's requests/s, with a p99 under this. */
const GOAL_RATIO = 20;
const GOAL_P99_MS = 10;

/** `a / b` as "12.3×"; autocannon reports whole milliseconds, so a 0 ms latency has no ratio. */
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : `n/a (${a} ms vs under 1 ms)`);

const ourPort = await freePort();
const prismPort = await freePort();
const prism = startPrism({ mode: 'mock', port: prismPort });
let ourServer: ChildProcess | undefined;
try {
  // Prism reads the whole contract as it starts (seconds of CPU on this machine's two cores): measured while it
  // did, the bank lost most of its requests to it. Each server is measured with the other idle.
  await prism.ready;
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
  const theirs = await run('prism mock', `http://127.0.0.1:${prismPort}${PATH}`, token);
  const ratioGoal = goal(`>= ${GOAL_RATIO}×`, ours.requests.average >= GOAL_RATIO * theirs.requests.average);
  const p99Goal = goal(`< ${GOAL_P99_MS} ms`, ours.latency.p99 < GOAL_P99_MS);
  process.stdout.write(
    [
      '',
      `GET ${PATH} (authenticated), ${CONNECTIONS} connections, ${DURATION} s each, loopback, each server in its own process`,
      line('mock bank (Fastify)', ours),
      line('prism mock', theirs),
      `requests/s: mock bank ${ratio(ours.requests.average, theirs.requests.average)} prism ${ratioGoal}`,
      `p50 latency: prism ${ratio(theirs.latency.p50, ours.latency.p50)} mock bank`,
      `p99 latency: prism ${ratio(theirs.latency.p99, ours.latency.p99)} mock bank`,
      `p99 of the mock bank: ${ours.latency.p99} ms ${p99Goal}`,
      '',
    ].join('\n'),
  );
} finally {
  if (prism.child.pid) process.kill(prism.child.pid, 'SIGTERM');
  ourServer?.kill('SIGTERM');
}
