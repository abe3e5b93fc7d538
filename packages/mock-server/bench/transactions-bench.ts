/**
 * npm run bench -w @portal/mock-server (after the balances bench)
 * "10,000-row lists stay fast": the mock bank with MOCK_SEED_TRANSACTIONS=10000 (10,000 extra transactions on
 * ba_northwind_ops), in a child process of its own as `npm start` runs it; autocannon (10 connections,
 * BENCH_DURATION s each, default 10, loopback) on Ada's authenticated, paged
 * GET /accounts/org_northwind/transactions (every bank account of Northwind, newest first, 100 a page):
 * the first page, then the last one. Each request filters and sorts the whole list before it pages, so both
 * pages do the same work apart from the rows they send. Prints requests/s, p50 and p99. Not asserted.
 */
import type { ChildProcess } from 'node:child_process';
import type { Result } from 'autocannon';
import { freePort } from '../../../scripts/prism/prism-front.mjs';
import { CONNECTIONS, DURATION, line, run, signIn } from './bench-support.js';
import { startMockBank, stopMockBank } from './mock-process.js';

const EXTRA_TRANSACTIONS = 10_000;
const PER_PAGE = 100;
const PATH = '/accounts/org_northwind/transactions';

const port = await freePort();
let server: ChildProcess | undefined;
try {
  server = (
    await startMockBank(port, {
      MOCK_SEED_TRANSACTIONS: String(EXTRA_TRANSACTIONS),
      // The contract's 600 requests a minute per user, and the flood guard, would measure 429s.
      MOCK_RATE_LIMIT: '0',
      MOCK_FLOOD_LIMIT: '0',
    })
  ).child;
  const base = `http://127.0.0.1:${port}/api/v1`;
  const token = await signIn(`http://127.0.0.1:${port}`);
  const pageUrl = (page: number) => `${base}${PATH}?per_page=${PER_PAGE}&page=${page}`;
  const first = await fetch(pageUrl(1), { headers: { authorization: `Bearer ${token}` } });
  const { meta } = (await first.json()) as { meta: { total: number } };
  if (meta.total <= EXTRA_TRANSACTIONS)
    throw new Error(`expected over ${EXTRA_TRANSACTIONS} rows, got ${meta.total}`);
  const lastPage = Math.ceil(meta.total / PER_PAGE);

  const runs: [string, Result][] = [];
  runs.push([`page 1 of ${lastPage}`, await run('transactions, page 1', pageUrl(1), token)]);
  runs.push([
    `page ${lastPage} (last)`,
    await run(`transactions, page ${lastPage}`, pageUrl(lastPage), token),
  ]);
  process.stdout.write(
    [
      '',
      `GET ${PATH}?per_page=${PER_PAGE}&page=… (authenticated), ${meta.total} rows (${EXTRA_TRANSACTIONS} seeded extra), ${CONNECTIONS} connections, ${DURATION} s each, loopback, the server in its own process`,
      ...runs.map(([name, result]) => line(name, result)),
      '',
    ].join('\n'),
  );
} finally {
  if (server) await stopMockBank(server);
}
