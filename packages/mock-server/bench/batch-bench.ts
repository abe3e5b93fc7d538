/**
 * npm run bench -w @portal/mock-server (after the startup bench)
 * Bulk payments: the mock bank validating, then accepting, a 1,000-row batch (half to existing
 * recipients, half to new ones, so payee checks and recipient creation are in it), each timed from request to
 * answer over loopback, beside a 1-row batch and the balances call measured in the same run. The server runs
 * in its own process, started as `npm start` starts it. BENCH_BATCH_RUNS runs (default 5); prints each run
 * and the medians. The goal is well under a second for each 1,000-row call. Not asserted.
 */
import { randomUUID } from 'node:crypto';
import { freePort } from '../../../scripts/prism/prism-front.mjs';
import { startMockBank, stopMockBank } from './mock-process.js';

const RUNS = Number(process.env.BENCH_BATCH_RUNS ?? 5);
const ROWS = 1000;
const OPS = '/accounts/org_northwind/bank-accounts/ba_northwind_ops';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A signed-in session as the SPA holds it: the XSRF cookie and header, the bearer token. */
async function session(base: string) {
  const xsrf = await fetch(`${base}/api/v1/auth/xsrf`);
  const cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
  );
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-xsrf-token': token,
    cookie: cookies.join('; '),
  };
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'ada@northwind.test', password: 'Northwind#2026' }),
  });
  const body = (await login.json()) as { data: { access_token: string } };
  headers.authorization = `Bearer ${body.data.access_token}`;
  return headers;
}

/** One call timed from request to the whole answer read; refuses anything but the expected status. */
async function timed(url: string, init: RequestInit, expected: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== expected) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return ms;
}

function rows(run: number, payees: string[]) {
  return Array.from({ length: ROWS }, (_, i) => {
    const money = {
      amount: '1.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: `BENCH ${run} ROW ${i}`,
    };
    if (i % 2 === 0) return { recipient_ref: payees[i % payees.length], ...money };
    return {
      new_recipient: {
        type: 'individual',
        name: `Bench Payee ${run}-${i}`,
        country: 'GB',
        currency: 'GBP',
        bank_details: {
          scheme: 'sort_code',
          sort_code: '040004',
          account_number: String(10_000_000 + run * ROWS + i),
        },
      },
      ...money,
    };
  });
}

const port = await freePort();
const started = await startMockBank(port, { MOCK_RATE_LIMIT: '0', MOCK_FLOOD_LIMIT: '0' });
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const headers = await session(`http://127.0.0.1:${port}`);
  const list = await fetch(
    `${base}/accounts/org_northwind/recipients?currency=GBP&status=active&per_page=100`,
    {
      headers,
    },
  );
  const payees = ((await list.json()) as { data: { ref: string }[] }).data.map((r) => r.ref);
  const post = (body: unknown, key = false): RequestInit => ({
    method: 'POST',
    headers: key ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    body: JSON.stringify(body),
  });
  const figures = {
    validate: [] as number[],
    create: [] as number[],
    one: [] as number[],
    balances: [] as number[],
  };
  for (let run = 1; run <= RUNS; run++) {
    const batch = { name: `bench-${run}.csv`, rows: rows(run, payees) };
    const bytes = JSON.stringify(batch).length;
    const validate = await timed(`${base}${OPS}/payment-batches/validate`, post(batch), 200);
    const create = await timed(`${base}${OPS}/payment-batches`, post(batch, true), 201);
    const one = await timed(
      `${base}${OPS}/payment-batches`,
      post({ rows: batch.rows.slice(0, 1) }, true),
      201,
    );
    const balances = await timed(`${base}${OPS}/balances`, { headers }, 200);
    figures.validate.push(validate);
    figures.create.push(create);
    figures.one.push(one);
    figures.balances.push(balances);
    process.stdout.write(
      `batch ${run}: ${ROWS} rows (${Math.round(bytes / 1024)} KiB): validate ${Math.round(validate)} ms, submit ${Math.round(create)} ms; 1-row submit ${Math.round(one)} ms; balances ${Math.round(balances)} ms\n`,
    );
  }
  const m = (values: number[]) => `${Math.round(median(values))} ms`;
  process.stdout.write(
    [
      '',
      `Bulk payments, median of ${RUNS} (loopback, server in its own process): ${ROWS}-row batch validate ${m(figures.validate)}, submit ${m(figures.create)}; reference: 1-row submit ${m(figures.one)}, GET balances ${m(figures.balances)}`,
      '',
    ].join('\n'),
  );
} finally {
  await stopMockBank(started.child);
}
