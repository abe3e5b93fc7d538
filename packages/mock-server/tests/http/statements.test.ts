import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import mt940js from 'mt940js';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/domain/bank/index.js';
import {
  allPages,
  checkStatementInvariant,
  type StatementJson,
  toMinor,
} from '../support/statement-checks.js';
import { type Client, OPS, signedIn, TREASURY, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';
const XSD = fileURLToPath(new URL('../../schemas/iso20022/camt.053.001.08.xsd', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'statements-'));

const simulate = (app: FastifyInstance, what: string, payload: object) =>
  app.inject({ method: 'POST', url: `/__mock/simulate/${what}`, payload });
const advance = (app: FastifyInstance, ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });

async function statements(client: Client, query = ''): Promise<StatementJson[]> {
  const res = await client.call('GET', `${NW}/statements${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Asks for a statement's file and downloads it through its link, as the browser does. */
async function download(client: Client, statement: string, format: string) {
  const link = await client.call('POST', `${NW}/statements/${statement}/files`, { body: { format } });
  expect(link.statusCode, link.body).toBe(201);
  const { token, file_name, content_type, size_bytes } = link.json().data;
  const file = await client.call('GET', `/files/${token}`, { auth: false });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${file_name}"`);
  expect(String(file.headers['content-type'])).toContain(content_type);
  expect(file.rawPayload.byteLength).toBe(size_bytes);
  return { bytes: file.rawPayload, text: file.rawPayload.toString('utf8'), name: file_name as string };
}

const saved = (name: string, bytes: Buffer) => {
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return path;
};

describe('statements (listStatements, getStatement)', () => {
  it('adds up for every statement of the seed, in both organizations', async () => {
    const { app } = await testApp();
    expect(await checkStatementInvariant(await signedIn(app), NW)).toBeGreaterThan(18);
    expect(
      await checkStatementInvariant(await signedIn(app, 'hank'), '/accounts/org_globex'),
    ).toBeGreaterThan(6);
  });

  it('still adds up after each simulation of the outside world', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const deposit = await simulate(app, 'incoming-payment', {
      bank_account: 'ba_northwind_ops',
      currency: 'GBP',
      amount: '1250.40',
      payer_name: 'Harbour Foods Ltd',
      reference: 'INV 7781',
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    await checkStatementInvariant(ada, NW);
    const payees = (await ada.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data;
    const pay = async (amount: string) => {
      const res = await ada.call('POST', `${OPS}/payments`, {
        body: {
          recipient_ref: payees[0].ref,
          amount,
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'STM',
        },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.ref as string;
    };
    const returned = await pay('310.25');
    const failing = await pay('99.10');
    const failed = await simulate(app, 'payment-failure', {
      payment: failing,
      reason: 'Beneficiary bank offline',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    await advance(app, 150_000);
    await ada.login('ada@northwind.test', 'Northwind#2026');
    await checkStatementInvariant(ada, NW);
    const back = await simulate(app, 'payment-return', { payment: returned, reason: 'Account closed' });
    expect(back.statusCode, back.body).toBe(200);
    await checkStatementInvariant(ada, NW);
    const quote = (
      await ada.call('POST', `${TREASURY}/fx/request-quote`, {
        body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '500.00' },
      })
    ).json().data;
    const trade = await ada.call('POST', `${TREASURY}/fx/execute-quote`, {
      body: { quote_ref: quote.ref },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(trade.statusCode, trade.body).toBe(201);
    const unsettled = await simulate(app, 'fx-settlement-failure', {
      trade: trade.json().data.ref,
      reason: 'Counterparty did not deliver',
    });
    expect(unsettled.statusCode, unsettled.body).toBe(200);
    await checkStatementInvariant(ada, NW);
  });

  it('lists newest first, filters by account, currency and year, and closes months on the bank clock', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const all = await statements(ada);
    expect(all[0]).toMatchObject({ month: '2026-03', status: 'provisional', issued_at: null });
    expect(all.map((s) => s.month)).toEqual([...all.map((s) => s.month)].sort().reverse());
    const gbp = await statements(ada, '?bank_account=ba_northwind_ops&currency=GBP&year=2025');
    expect(gbp.length).toBeGreaterThan(0);
    expect(gbp.every((s) => s.bank_account_ref === 'ba_northwind_ops' && s.currency === 'GBP')).toBe(true);
    expect(gbp.every((s) => s.month.startsWith('2025-') && s.status === 'final')).toBe(true);
    expect(await statements(ada, '?year=2031')).toEqual([]);

    await advance(app, 25 * 86_400_000);
    await ada.login('ada@northwind.test', 'Northwind#2026');
    const march = (await statements(ada, '?bank_account=ba_northwind_ops&currency=GBP&year=2026')).find(
      (s) => s.month === '2026-03',
    );
    // March closes at midnight London time, in summer time by then (23:00 UTC).
    expect(march).toMatchObject({ status: 'final', issued_at: '2026-03-31T23:00:00.000Z' });
  });

  it('shows a statement with the account and bank details; another organization cannot see it', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const [latest] = await statements(ada, '?bank_account=ba_northwind_ops&currency=GBP');
    const res = await ada.call('GET', `${NW}/statements/${latest?.ref}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      statement: latest,
      account: { holder_name: expect.any(String), account_details: expect.any(Array) },
      bank: { name: expect.any(String) },
    });
    const hank = await signedIn(app, 'hank');
    expect((await hank.call('GET', `/accounts/org_globex/statements/${latest?.ref}`)).statusCode).toBe(404);
    expect((await ada.call('GET', `${NW}/statements/stm_northwind_ops_GBP_203001`)).statusCode).toBe(404);
    expect((await ada.call('GET', `${NW}/statements/stm_northwind_ops_JPY_202601`)).statusCode).toBe(404);
  });
});

describe('statement files (createStatementFile, downloadFile)', () => {
  it('gives a CAMT.053 that the official XSD accepts, closing where the statement closes', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const final = (await statements(ada, '?bank_account=ba_northwind_ops&currency=GBP')).find(
      (s) => s.status === 'final' && s.entry_count > 10,
    );
    if (!final) throw new Error('no final month with entries');
    const camt = await download(ada, final.ref, 'camt053');
    expect(camt.name).toMatch(/\.xml$/);
    const path = saved(camt.name, camt.bytes);
    expect(() =>
      execFileSync('xmllint', ['--noout', '--schema', XSD, path], { stdio: 'pipe' }),
    ).not.toThrow();
    const closing =
      /<Bal>(?:(?!<\/Bal>).)*?<Cd>CLBD<\/Cd>(?:(?!<\/Bal>).)*?<Amt Ccy="GBP">([0-9.]+)<\/Amt>\s*<CdtDbtInd>(CRDT|DBIT)/s.exec(
        camt.text,
      );
    expect(closing, 'a closing booked balance').not.toBeNull();
    const signed = `${closing?.[2] === 'DBIT' ? '-' : ''}${closing?.[1]}`;
    expect(toMinor(signed, 'GBP')).toBe(toMinor(final.closing_balance, 'GBP'));
    expect(camt.text.match(/<Ntry>/g)?.length).toBe(final.entry_count);
  });

  it('gives an MT940 that a SWIFT parser reads back entry for entry, balances and all', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const month = (await statements(ada, '?bank_account=ba_northwind_treasury&currency=EUR')).find(
      (s) => s.status === 'final' && s.entry_count > 10,
    );
    if (!month) throw new Error('no final month with entries');
    const file = await download(ada, month.ref, 'mt940');
    type Parsed = {
      openingBalance: number;
      closingBalance: number;
      transactions: { amount: number; date: Date; bankReference: string }[];
    };
    const [parsed, ...more] = new mt940js.Parser().parse(file.text) as Parsed[];
    expect(more).toEqual([]);
    // mt940js reads amounts as floats: compared as decimal text at the currency's digits.
    const text = (n: number) => n.toFixed(minorUnits('EUR'));
    expect([text(parsed?.openingBalance ?? Number.NaN), text(parsed?.closingBalance ?? Number.NaN)]).toEqual([
      month.opening_balance,
      month.closing_balance,
    ]);
    const booked = (
      await allPages<{ ref: string; direction: string; amount: string; value_date: string }>(
        ada,
        `${NW}/transactions?bank_account=ba_northwind_treasury&currency=EUR&booked=true&from=${month.from}&to=${month.to}`,
      )
    ).reverse();
    expect(
      parsed?.transactions.map((t) => [text(t.amount), t.date.toISOString().slice(0, 10), t.bankReference]),
    ).toEqual(
      booked.map((t) => [
        `${t.direction === 'debit' ? '-' : ''}${t.amount}`,
        t.value_date,
        t.ref.slice('txn_'.length, 'txn_'.length + 16),
      ]),
    );
  });

  it('gives a PDF a person reads: several pages, the closing balance, page numbers', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const busiest = (await statements(ada, '?bank_account=ba_northwind_ops&currency=GBP'))
      .filter((s) => s.status === 'final')
      .sort((a, b) => b.entry_count - a.entry_count)[0];
    if (!busiest) throw new Error('no final month');
    const pdf = await download(ada, busiest.ref, 'pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', saved(pdf.name, pdf.bytes), '-'], {
      encoding: 'utf8',
    });
    const closing = Number(busiest.closing_balance).toLocaleString('en-GB', { minimumFractionDigits: 2 });
    expect(text).toContain(closing);
    expect(text).toMatch(/Page 2 of \d+/);
  });

  it('gives CSV for people, Xero and QuickBooks Online with one row per entry', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const [month] = (await statements(ada, '?bank_account=ba_northwind_ops&currency=GBP')).filter(
      (s) => s.status === 'final' && s.entry_count > 0,
    );
    if (!month) throw new Error('no final month');
    const rows = (text: string) => text.trim().split(/\r?\n/);
    for (const format of ['csv', 'xero_csv', 'quickbooks_csv']) {
      const csv = await download(ada, month.ref, format);
      const lines = rows(csv.text.replace(/^\uFEFF/, ''));
      expect(lines.length - 1, format).toBe(month.entry_count);
    }
    const xero = rows((await download(ada, month.ref, 'xero_csv')).text.replace(/^\uFEFF/, ''));
    expect(xero[0]).toMatch(/^\*?Date,\*?Amount,Payee,Description,Reference/);
    const qbo = rows((await download(ada, month.ref, 'quickbooks_csv')).text.replace(/^\uFEFF/, ''));
    expect(qbo[0]).toMatch(/^Date,Description,/);
  });

  it('keeps a link 15 minutes (then 410), answers 404 for a token it never gave, records the download', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const [latest] = await statements(ada);
    const link = (
      await ada.call('POST', `${NW}/statements/${latest?.ref}/files`, { body: { format: 'csv' } })
    ).json().data;
    expect((await ada.call('GET', `/files/${link.token}`, { auth: false })).statusCode).toBe(200);
    await advance(app, 15 * 60_000);
    const gone = await ada.call('GET', `/files/${link.token}`, { auth: false });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/expired/);
    expect((await ada.call('GET', '/files/file_0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    await ada.login('ada@northwind.test', 'Northwind#2026');
    const audit = (await ada.call('GET', `${NW}/audit-events?per_page=10`)).json().data;
    expect(audit.find((e: { action: string }) => e.action === 'export.created')).toMatchObject({
      after: { dataset: 'statements', format: 'csv', statement: latest?.ref },
    });
  });
});
