/**
 * npm run bench -w @portal/mock-server (after the balances bench)
 * "100,000 transactions: a transactions page answered with p99 <= 20 ms at the bank": the mock bank with
 * MOCK_SEED_TRANSACTIONS=100000 (BENCH_TRANSACTIONS changes it; 100,000 extra transactions on ba_northwind_ops),
 * in a child process of its own as `npm start` runs it; autocannon (10 connections, BENCH_DURATION s each,
 * default 10, loopback) on Ada's authenticated, paged GET /accounts/org_northwind/transactions (every bank
 * account of Northwind, newest first, 100 a page): the first page, the last one, and a page the transactions
 * screen asks for when filtered (one bank account, one type, the last 30 days). Prints requests/s, p50 and p99
 * of each beside the goal, after 2 s of warm-up. Not asserted.
 */
import type { ChildProcess } from 'node:child_process';
import type { Result } from 'autocannon';
import { freePort } from '../../../scripts/prism/prism-front.mjs';
import { CONNECTIONS, DURATION, goal, line, run, signIn } from './bench-support.js';
import { startMockBank, stopMockBank } from './mock-process.js';

const EXTRA_TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const PER_PAGE = 100;
const PATH = '/accounts/org_northwind/transactions';
const GOAL_P99_MS = 20;
/** The filtered page: the seeded account's deposits of its last 30 days. */
const FILTERED_ACCOUNT = 'ba_northwind_ops';
const FILTERED_TYPE = 'deposit';
const FILTERED_DAYS = 30;

type Page = { data: { value_date: string }[]; meta: { total: number } };

const port = await freePort();
let server: ChildProcess | undefined;
try {
  const started = await startMockBank(port, {
    MOCK_SEED_TRANSACTIONS: String(EXTRA_TRANSACTIONS),
    // The contract's 600 requests a minute per user, and the flood guard, would measure 429s.
    MOCK_RATE_LIMIT: '0',
    MOCK_FLOOD_LIMIT: '0',
  });
  server = started.child;
  const base = `http://127.0.0.1:${port}/api/v1`;
  const token = await signIn(`http://127.0.0.1:${port}`);
  const pageUrl = (page: number, filter = '') => `${base}${PATH}?per_page=${PER_PAGE}&page=${page}${filter}`;
  const get = async (url: string) =>
    (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as Page;
  const first = await get(pageUrl(1));
  const { total } = first.meta;
  if (total <= EXTRA_TRANSACTIONS) throw new Error(`expected over ${EXTRA_TRANSACTIONS} rows, got ${total}`);
  const lastPage = Math.ceil(total / PER_PAGE);
  // The newest entry's day ends the range, as the screen's "last 30 days" on the bank's clock.
  const to = first.data[0]?.value_date ?? '';
  const from = new Date(Date.parse(to) - (FILTERED_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const filter = `&bank_account=${FILTERED_ACCOUNT}&type=${FILTERED_TYPE}&from=${from}&to=${to}`;
  const filteredTotal = (await get(pageUrl(1, filter))).meta.total;

  // Not measured: the seed's garbage is collected and the code compiled in the first seconds of load.
  await run('warm-up', pageUrl(1), token, 2);
  const runs: [string, Result][] = [];
  runs.push([`page 1 of ${lastPage}`, await run('transactions, page 1', pageUrl(1), token)]);
  runs.push([
    `page ${lastPage} (last)`,
    await run(`transactions, page ${lastPage}`, pageUrl(lastPage), token),
  ]);
  runs.push([
    `filtered (${filteredTotal} rows)`,
    await run('transactions, filtered', pageUrl(1, filter), token),
  ]);
  process.stdout.write(
    [
      '',
      `GET ${PATH}?per_page=${PER_PAGE}&page=… (authenticated), ${total} rows (${EXTRA_TRANSACTIONS} seeded extra), ${CONNECTIONS} connections, ${DURATION} s each, loopback, the server in its own process (ready in ${Math.round(started.firstAnswerMs)} ms)`,
      `filtered: ${filter.slice(1)}`,
      ...runs.map(
        ([name, result]) =>
          `${line(name, result)}   ${goal(`p99 <= ${GOAL_P99_MS} ms`, result.latency.p99 <= GOAL_P99_MS)}`,
      ),
      '',
    ].join('\n'),
  );
} finally {
  if (server) await stopMockBank(server);
}
