import { randomUUID } from 'node:crypto';
import type { components, operations } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { BANK_TIMEZONE, zonedDate } from '../../src/domain/bank/index.js';
import { signedIn, testApp } from '../support/test-app.js';

type Trade = components['schemas']['FxTrade'];
type TradeQuery = NonNullable<operations['listFxTrades']['parameters']['query']>;

const ORG = { account: 'org_northwind' };
const RATE_SCALE = 10n ** 8n;
const rateUnits = (rate: string): bigint => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};

describe('FX trade history over HTTP', () => {
  it('lists an executed trade first, with its mid rate and trader, and reads it back by ref', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const path = { account: 'org_northwind', bankAccount: 'ba_northwind_treasury' };
    const quote = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote', {
      params: { path },
      body: { sell_currency: 'EUR', buy_currency: 'CHF', sell_amount: '2500.00' },
    });
    const q = quote.data?.data;
    if (!q) throw new Error(`no quote: ${quote.error?.message}`);
    const executed = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/execute-quote', {
      params: { path, header: { 'Idempotency-Key': randomUUID() } },
      body: { quote_ref: q.ref },
    });
    const trade = executed.data?.data;
    if (!trade) throw new Error(`not executed: ${executed.error?.message}`);
    expect(trade.traded_by).toEqual({ user_ref: 'usr_ada', name: 'Ada Lovelace', role: 'owner' });
    // The client rate is the mid less the 0.40% spread, the rate that priced the quote.
    expect(rateUnits(trade.rate)).toBe((rateUnits(trade.mid_rate) * 9_960n) / 10_000n);

    const list = await ada.api.GET('/accounts/{account}/fx-trades', { params: { path: ORG } });
    expect(list.data?.data[0]).toEqual(trade);
    const one = await ada.api.GET('/accounts/{account}/fx-trades/{trade}', {
      params: { path: { ...ORG, trade: trade.ref } },
    });
    expect(one.data?.data).toEqual(trade);
  });

  it("pages the organization's seeded trades newest first, made by several members", async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const first = await ada.api.GET('/accounts/{account}/fx-trades', {
      params: { path: ORG, query: { per_page: 10 } },
    });
    const second = await ada.api.GET('/accounts/{account}/fx-trades', {
      params: { path: ORG, query: { per_page: 10, page: 2 } },
    });
    const seeded = [...bank.store.fxTrades.values()].filter((t) => t.orgRef === 'org_northwind');
    expect(first.data?.meta).toEqual({ total: seeded.length, page: 1, per_page: 10 });
    const rows = [...(first.data?.data ?? []), ...(second.data?.data ?? [])];
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((t) => t.ref)).size).toBe(20);
    const times = rows.map((t) => Date.parse(t.executed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const traders = new Set(seeded.map((t) => t.tradedBy.userRef));
    expect(traders.size).toBeGreaterThanOrEqual(3);
    // A viewer cannot trade, so never appears as a trader.
    expect(traders.has('usr_lin')).toBe(false);
    for (const t of rows) expect(Number(t.fee)).toBeGreaterThan(0);
  });

  it('combines the filters with AND and keeps the execution dates inclusive', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const all = [...bank.store.fxTrades.values()].filter((t) => t.orgRef === 'org_northwind');
    const pick = all[Math.floor(all.length / 2)];
    if (!pick) throw new Error('the seed has no Northwind trades');
    const day = zonedDate(pick.executedAt, BANK_TIMEZONE);
    const query: TradeQuery = {
      bank_account: pick.bankAccountRef,
      sell_currency: pick.sellCurrency,
      buy_currency: pick.buyCurrency,
      traded_by: pick.tradedBy.userRef,
      status: 'completed',
      from: day,
      to: day,
      per_page: 100,
    };
    const res = await ada.api.GET('/accounts/{account}/fx-trades', { params: { path: ORG, query } });
    const expected = all
      .filter(
        (t) =>
          t.bankAccountRef === pick.bankAccountRef &&
          t.sellCurrency === pick.sellCurrency &&
          t.buyCurrency === pick.buyCurrency &&
          t.tradedBy.userRef === pick.tradedBy.userRef &&
          zonedDate(t.executedAt, BANK_TIMEZONE) === day,
      )
      .map((t) => t.ref);
    expect(res.data?.data.map((t: Trade) => t.ref).sort()).toEqual(expected.sort());
    expect(res.data?.data.map((t) => t.ref)).toContain(pick.ref);

    const bySell = await ada.api.GET('/accounts/{account}/fx-trades', {
      params: { path: ORG, query: { sell_currency: 'JPY', per_page: 100 } },
    });
    expect(bySell.data?.meta.total).toBe(all.filter((t) => t.sellCurrency === 'JPY').length);
    for (const t of bySell.data?.data ?? []) expect(t.sell_currency).toBe('JPY');

    const failed = await ada.api.GET('/accounts/{account}/fx-trades', {
      params: { path: ORG, query: { status: 'failed' } },
    });
    expect(failed.data).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10 } });

    const reversed = await ada.api.GET('/accounts/{account}/fx-trades', {
      params: { path: ORG, query: { from: '2026-03-02', to: '2026-03-01' } },
    });
    expect(reversed.response.status).toBe(422);
    expect(reversed.error?.errors?.to).toEqual(['The end date must not be before the start date.']);
  });

  it("keeps organizations apart: another's bank account filters to nothing, its trade is not found", async () => {
    const { app, bank } = await testApp();
    const hank = await signedIn(app, 'hank');
    const northwind = [...bank.store.fxTrades.values()].find((t) => t.orgRef === 'org_northwind');
    if (!northwind) throw new Error('the seed has no Northwind trades');
    const other = await hank.api.GET('/accounts/{account}/fx-trades', {
      params: { path: { account: 'org_globex' }, query: { bank_account: northwind.bankAccountRef } },
    });
    expect(other.data?.data).toEqual([]);
    const trade = await hank.api.GET('/accounts/{account}/fx-trades/{trade}', {
      params: { path: { account: 'org_globex', trade: northwind.ref } },
    });
    expect(trade.response.status).toBe(404);
    const globex = await hank.api.GET('/accounts/{account}/fx-trades', {
      params: { path: { account: 'org_globex' } },
    });
    for (const t of globex.data?.data ?? []) expect(t.traded_by.user_ref).toBe('usr_hank');
  });
});
