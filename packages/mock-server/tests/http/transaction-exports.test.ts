import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { counts } from '../../src/domain/accounts/ledger.js';
import { formatMinor } from '../../src/domain/bank/index.js';
import { allPages, type StatementJson } from '../support/statement-checks.js';
import { type Client, signedIn, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';

type ExportJson = {
  ref: string;
  status: string;
  row_count: number;
  totals: { currency: string; total_in: string; total_out: string }[];
  file: { token: string; file_name: string } | null;
};

const advance = (app: FastifyInstance, ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });

/** Moves the bank clock a second at a time, letting the build run between ticks, until the export settles. */
async function settled(app: FastifyInstance, client: Client, ref: string): Promise<ExportJson[]> {
  const seen: ExportJson[] = [];
  for (let i = 0; i < 200; i++) {
    const res = await client.call('GET', `${NW}/transaction-exports/${ref}`);
    expect(res.statusCode, res.body).toBe(200);
    const current = res.json().data as ExportJson;
    if (seen.at(-1)?.status !== current.status) seen.push(current);
    if (current.status === 'ready' || current.status === 'failed') return seen;
    await advance(app, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`export ${ref} did not settle`);
}

async function requestExport(client: Client, body: object): Promise<ExportJson> {
  const res = await client.call('POST', `${NW}/transaction-exports`, { body });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data;
}

describe('exports of transactions (createTransactionExport, getTransactionExport, listTransactionExports)', () => {
  it('goes requested → processing → ready, tells the requester, and its file holds what it counted', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const requested = await requestExport(ada, { format: 'csv', from: '2025-10-01', to: '2026-02-28' });
    expect(requested).toMatchObject({ status: 'requested', file: null, ready_at: null });
    const steps = await settled(app, ada, requested.ref);
    expect(steps.map((s) => s.status)).toEqual(['requested', 'processing', 'ready']);
    const ready = steps.at(-1) as ExportJson;
    expect(ready.row_count).toBe(requested.row_count);

    const statements = (await allPages<StatementJson>(ada, `${NW}/statements`)).filter(
      (s) => s.month >= '2025-10' && s.month <= '2026-02',
    );
    expect(ready.row_count).toBe(statements.reduce((n, s) => n + s.entry_count, 0));
    const csv = await ada.call('GET', `/files/${ready.file?.token}`, { auth: false });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/).length - 1,
    ).toBe(ready.row_count);

    const notes = (await ada.call('GET', '/user/notifications?per_page=10')).json().data;
    expect(notes[0]).toMatchObject({
      type: 'export',
      title: 'Your export is ready',
      link: { kind: 'transaction_export', account_ref: 'org_northwind', transaction_export_ref: ready.ref },
    });
    expect((await ada.call('GET', `${NW}/transaction-exports`)).json().data[0]).toMatchObject({
      ref: ready.ref,
    });
    const audit = (await ada.call('GET', `${NW}/audit-events?per_page=10`)).json().data;
    expect(audit.find((e: { action: string }) => e.action === 'export.created')).toMatchObject({
      after: { dataset: 'transactions', format: 'csv', row_count: ready.row_count },
    });
  });

  it("keeps an export to its requester: a colleague gets 404, another organization's account is refused", async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const mine = await requestExport(ada, { format: 'mt940', from: '2026-01-01', to: '2026-01-31' });
    const grace = await signedIn(app, 'grace');
    expect((await grace.call('GET', `${NW}/transaction-exports/${mine.ref}`)).statusCode).toBe(404);
    expect((await grace.call('GET', `${NW}/transaction-exports`)).json().data).toEqual([]);
    const foreign = await ada.call('POST', `${NW}/transaction-exports`, {
      body: { format: 'csv', from: '2026-01-01', to: '2026-01-31', bank_accounts: ['ba_globex_main'] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.bank_accounts).toBeDefined();
  });

  it('refuses a period the wrong way round, one in the future, and several accounts for Xero', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const refusal = async (body: object) => {
      const res = await ada.call('POST', `${NW}/transaction-exports`, { body });
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().errors);
    };
    expect(await refusal({ format: 'csv', from: '2026-02-01', to: '2026-01-01' })).toEqual(['to']);
    expect(await refusal({ format: 'csv', from: '2026-04-01', to: '2026-04-30' })).toEqual(['from']);
    expect(await refusal({ format: 'xero_csv', from: '2026-01-01', to: '2026-01-31' })).toEqual([
      'bank_accounts',
    ]);
    const one = await ada.call('POST', `${NW}/transaction-exports`, {
      body: {
        format: 'xero_csv',
        from: '2026-01-01',
        to: '2026-01-31',
        bank_accounts: ['ba_northwind_ops'],
        currencies: ['GBP'],
      },
    });
    expect(one.statusCode, one.body).toBe(202);
  });

  it('builds a 100,000-row export whose count and totals match the ledger, and refuses one more', async () => {
    const { app, bank } = await testApp({ extraTransactions: 100_000 });
    const ada = await signedIn(app);
    const whole = await ada.call('POST', `${NW}/transaction-exports`, {
      body: {
        format: 'csv',
        from: '2025-01-01',
        to: '2026-03-09',
        bank_accounts: ['ba_northwind_ops'],
        currencies: ['GBP'],
      },
    });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors.from[0]).toMatch(/one export holds at most 100,000/);

    // The latest start whose period holds at most 100,000 booked entries, found in the ledger itself.
    const booked = (bank.store.transactions.get('ba_northwind_ops') ?? []).filter(
      (t) => t.currency === 'GBP' && counts(t) && t.valueDate <= '2026-03-09',
    );
    const dates = booked.map((t) => t.valueDate).sort();
    const cut = Math.max(0, dates.length - 100_000);
    const from = dates.slice(cut).find((d) => d > (dates[cut - 1] ?? '')) ?? '2026-03-09';
    const inPeriod = booked.filter((t) => t.valueDate >= from);
    const requested = await requestExport(ada, {
      format: 'csv',
      from,
      to: '2026-03-09',
      bank_accounts: ['ba_northwind_ops'],
      currencies: ['GBP'],
    });
    expect(requested.row_count).toBe(inPeriod.length);
    expect(requested.row_count).toBeGreaterThan(99_000);
    const sum = (d: string) => inPeriod.filter((t) => t.direction === d).reduce((n, t) => n + t.amount, 0n);
    expect(requested.totals).toEqual([
      {
        currency: 'GBP',
        total_in: formatMinor(sum('credit'), 'GBP'),
        total_out: formatMinor(sum('debit'), 'GBP'),
      },
    ]);
    const ready = (await settled(app, ada, requested.ref)).at(-1) as ExportJson;
    expect(ready.status).toBe('ready');
    const csv = await ada.call('GET', `/files/${ready.file?.token}`, { auth: false });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/).length - 1,
    ).toBe(inPeriod.length);
  }, 60_000);
});
