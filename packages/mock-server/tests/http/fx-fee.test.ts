import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS_PATH, signedIn, TREASURY_PATH, testApp } from '../support/test-app.js';

// The FX fee as the contract describes it (openapi.yaml, executeFxQuote: "debits `sell_amount` plus the fee
// and credits `buy_amount`"; FxQuoteEnvelope: 10,000.00 GBP sold, fee 12.50 GBP): in the sell currency, on
// top of the sell amount. The mock charges 0.125% of the sell amount, rounded up to a minor unit.

type BankAccountPath = { account: string; bankAccount: string };

async function quote(client: Client, path: BankAccountPath, body: components['schemas']['FxQuoteRequest']) {
  const { data, error } = await client.api.POST(
    '/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote',
    {
      params: { path },
      body,
    },
  );
  if (!data) throw new Error(`no quote: ${error?.message}`);
  return data.data;
}
const execute = (client: Client, path: BankAccountPath, quoteRef: string, key = randomUUID()) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/execute-quote', {
    params: { path, header: { 'Idempotency-Key': key } },
    body: { quote_ref: quoteRef },
  });

/** A decimal string as minor units of a currency with `decimals` places (never through a float). */
function minor(value: string, decimals = 2): bigint {
  const [int = '0', frac = ''] = value.replace('-', '').split('.');
  const n = BigInt(`${int}${frac.padEnd(decimals, '0')}`);
  return value.startsWith('-') ? -n : n;
}

type Balance = components['schemas']['Balance'];

async function balances(client: Client, path: BankAccountPath): Promise<Record<string, Balance>> {
  const { data } = await client.api.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
    params: { path },
  });
  return Object.fromEntries((data?.data ?? []).map((b) => [b.currency, b]));
}

describe('FX fee', () => {
  it.each([
    // [bank account, sell, buy, sell amount, fee]: 0.125% by hand, rounded up to the sell currency's minor unit.
    ['the contract example', OPS_PATH, 'GBP', 'EUR', '10000.00', '12.50'],
    ['a fraction of a cent, rounded up', TREASURY_PATH, 'EUR', 'CHF', '10.00', '0.02'],
    ['a tenth of a euro, rounded up to a cent', TREASURY_PATH, 'EUR', 'CHF', '0.10', '0.01'],
    ['an exact cent', TREASURY_PATH, 'EUR', 'CHF', '1000.00', '1.25'],
    ['a currency without decimals, rounded up', TREASURY_PATH, 'JPY', 'EUR', '1500', '2'],
    ['a currency without decimals, exact', TREASURY_PATH, 'JPY', 'EUR', '800', '1'],
  ])('quotes the fee of %s in the sell currency', async (_, bankAccount, sell, buy, amount, fee) => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const q = await quote(ada, bankAccount, { sell_currency: sell, buy_currency: buy, sell_amount: amount });
    expect(q).toMatchObject({ sell_amount: amount, fee, fee_currency: sell });
  });

  it('charges the fee on the computed sell amount of a buy-amount quote', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const q = await quote(ada, TREASURY_PATH, {
      sell_currency: 'EUR',
      buy_currency: 'CHF',
      buy_amount: '2500.00',
    });
    expect(q).toMatchObject({ buy_amount: '2500.00', fee_currency: 'EUR' });
    // fee = ceil(sell × 0.125%): the smallest whole cent at or above the exact fee.
    const sell = minor(q.sell_amount);
    const fee = minor(q.fee);
    expect(fee * 1_000_000n).toBeGreaterThanOrEqual(sell * 1_250n);
    expect((fee - 1n) * 1_000_000n).toBeLessThan(sell * 1_250n);
  });

  it('debits sell amount plus fee, credits the buy amount, and books the fee as its own row', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const before = await balances(ada, TREASURY_PATH);
    const q = await quote(ada, TREASURY_PATH, {
      sell_currency: 'EUR',
      buy_currency: 'JPY',
      sell_amount: '4321.09',
    });
    expect(q.fee).toBe('5.41'); // 4,321.09 × 0.125% = 5.4013625, rounded up
    const key = randomUUID();
    const executed = await execute(ada, TREASURY_PATH, q.ref, key);
    expect(executed.response.status).toBe(201);
    const trade = executed.data?.data;
    expect(trade).toMatchObject({ sell_amount: '4321.09', fee: '5.41', fee_currency: 'EUR' });

    const after = await balances(ada, TREASURY_PATH);
    const eur = (b: Record<string, Balance>) => minor(b.EUR?.current ?? '');
    const jpy = (b: Record<string, Balance>) => minor(b.JPY?.current ?? '', 0);
    expect(eur(after)).toBe(eur(before) - 432_109n - 541n);
    expect(jpy(after)).toBe(jpy(before) + minor(q.buy_amount, 0));

    const txns = await ada.api.GET('/accounts/{account}/transactions', {
      params: {
        path: { account: 'org_northwind' },
        query: { bank_account: 'ba_northwind_treasury', per_page: 10 },
      },
    });
    const rows = (txns.data?.data ?? []).filter((t) => t.fx_trade_ref === trade?.ref);
    expect(rows.map((t) => [t.type, t.direction, t.currency, t.amount, t.status]).sort()).toEqual([
      ['fee', 'debit', 'EUR', '5.41', 'completed'],
      ['fx_trade', 'credit', 'JPY', q.buy_amount, 'completed'],
      ['fx_trade', 'debit', 'EUR', '4321.09', 'completed'],
    ]);
    // The EUR rows end on the new balance: the fee is the last EUR booking of the trade.
    const fee = rows.find((t) => t.type === 'fee');
    expect(fee?.balance_after).toBe(after.EUR?.current);

    // A replay answers the stored trade and charges nothing again.
    const replay = await execute(ada, TREASURY_PATH, q.ref, key);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await balances(ada, TREASURY_PATH)).toEqual(after);
  });

  it('counts the fee against the available balance', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const available = (await balances(ada, TREASURY_PATH)).EUR?.available ?? '';
    const body = { sell_currency: 'EUR', buy_currency: 'CHF' };

    // Selling the whole balance leaves nothing for the fee: refused, nothing moves.
    const all = await quote(ada, TREASURY_PATH, { ...body, sell_amount: available });
    const before = await balances(ada, TREASURY_PATH);
    const refused = await execute(ada, TREASURY_PATH, all.ref);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'insufficient_funds',
      message: `With the fee of ${all.fee} EUR, the total of ${formatCents(minor(available) + minor(all.fee))} EUR exceeds the available balance of ${available} EUR.`,
    });
    expect(await balances(ada, TREASURY_PATH)).toEqual(before);

    // The balance less that fee fits (its own fee is no larger) and leaves exactly the difference.
    const rest = formatCents(minor(available) - minor(all.fee));
    const fits = await quote(ada, TREASURY_PATH, { ...body, sell_amount: rest });
    expect((await execute(ada, TREASURY_PATH, fits.ref)).response.status).toBe(201);
    expect(minor((await balances(ada, TREASURY_PATH)).EUR?.available ?? '')).toBe(
      minor(available) - minor(rest) - minor(fits.fee),
    );
  });
});

/** Minor units of a two-decimal currency back to the bank's decimal string. */
function formatCents(value: bigint): string {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
