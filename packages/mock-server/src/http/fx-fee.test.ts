import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, TREASURY, testApp } from '../test-support/test-app.js';

// The FX fee as the contract describes it (openapi.yaml, executeFxQuote: "debits `sell_amount` plus the fee
// and credits `buy_amount`"; FxQuoteEnvelope: 10,000.00 GBP sold, fee 12.50 GBP): in the sell currency, on
// top of the sell amount. The mock charges 0.125% of the sell amount, rounded up to a minor unit.

const quote = (client: Client, bankAccount: string, body: Record<string, string>) =>
  client.call('POST', `${bankAccount}/fx/request-quote`, { body });
const execute = (client: Client, bankAccount: string, quoteRef: string, key = randomUUID()) =>
  client.call('POST', `${bankAccount}/fx/execute-quote`, {
    body: { quote_ref: quoteRef },
    headers: { 'idempotency-key': key },
  });

/** A decimal string as minor units of a currency with `decimals` places (never through a float). */
function minor(value: string, decimals = 2): bigint {
  const [int = '0', frac = ''] = value.replace('-', '').split('.');
  const n = BigInt(`${int}${frac.padEnd(decimals, '0')}`);
  return value.startsWith('-') ? -n : n;
}

type Balance = { currency: string; current: string; available: string };
type Txn = {
  type: string;
  direction: string;
  amount: string;
  currency: string;
  status: string;
  balance_after: string;
  fx_trade_ref: string | null;
};

async function balances(client: Client, bankAccount: string): Promise<Record<string, Balance>> {
  const list: Balance[] = (await client.call('GET', `${bankAccount}/balances`)).json().data;
  return Object.fromEntries(list.map((b) => [b.currency, b]));
}

describe('FX fee', () => {
  it.each([
    // [bank account, sell, buy, sell amount, fee]: 0.125% by hand, rounded up to the sell currency's minor unit.
    ['the contract example', OPS, 'GBP', 'EUR', '10000.00', '12.50'],
    ['a fraction of a cent, rounded up', TREASURY, 'EUR', 'CHF', '10.00', '0.02'],
    ['a tenth of a euro, rounded up to a cent', TREASURY, 'EUR', 'CHF', '0.10', '0.01'],
    ['an exact cent', TREASURY, 'EUR', 'CHF', '1000.00', '1.25'],
    ['a currency without decimals, rounded up', TREASURY, 'JPY', 'EUR', '1500', '2'],
    ['a currency without decimals, exact', TREASURY, 'JPY', 'EUR', '800', '1'],
  ])('quotes the fee of %s in the sell currency', async (_, bankAccount, sell, buy, amount, fee) => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const q = (
      await quote(ada, bankAccount, { sell_currency: sell, buy_currency: buy, sell_amount: amount })
    ).json().data;
    expect(q).toMatchObject({ sell_amount: amount, fee, fee_currency: sell });
  });

  it('charges the fee on the computed sell amount of a buy-amount quote', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const q = (
      await quote(ada, TREASURY, { sell_currency: 'EUR', buy_currency: 'CHF', buy_amount: '2500.00' })
    ).json().data;
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
    const before = await balances(ada, TREASURY);
    const q = (
      await quote(ada, TREASURY, { sell_currency: 'EUR', buy_currency: 'JPY', sell_amount: '4321.09' })
    ).json().data;
    expect(q.fee).toBe('5.41'); // 4,321.09 × 0.125% = 5.4013625, rounded up
    const key = randomUUID();
    const executed = await execute(ada, TREASURY, q.ref, key);
    expect(executed.statusCode).toBe(201);
    const trade = executed.json().data;
    expect(trade).toMatchObject({ sell_amount: '4321.09', fee: '5.41', fee_currency: 'EUR' });

    const after = await balances(ada, TREASURY);
    const eur = (b: Record<string, Balance>) => minor(b.EUR?.current ?? '');
    const jpy = (b: Record<string, Balance>) => minor(b.JPY?.current ?? '', 0);
    expect(eur(after)).toBe(eur(before) - 432_109n - 541n);
    expect(jpy(after)).toBe(jpy(before) + minor(q.buy_amount, 0));

    const txns: Txn[] = (
      await ada.call(
        'GET',
        '/accounts/org_northwind/transactions?bank_account=ba_northwind_treasury&per_page=10',
      )
    ).json().data;
    const rows = txns.filter((t) => t.fx_trade_ref === trade.ref);
    expect(rows.map((t) => [t.type, t.direction, t.currency, t.amount, t.status]).sort()).toEqual([
      ['fee', 'debit', 'EUR', '5.41', 'completed'],
      ['fx_trade', 'credit', 'JPY', q.buy_amount, 'completed'],
      ['fx_trade', 'debit', 'EUR', '4321.09', 'completed'],
    ]);
    // The EUR rows end on the new balance: the fee is the last EUR booking of the trade.
    const fee = rows.find((t) => t.type === 'fee');
    expect(fee?.balance_after).toBe(after.EUR?.current);

    // A replay answers the stored trade and charges nothing again.
    const replay = await execute(ada, TREASURY, q.ref, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balances(ada, TREASURY)).toEqual(after);
  });

  it('counts the fee against the available balance', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const available = (await balances(ada, TREASURY)).EUR?.available ?? '';
    const body = { sell_currency: 'EUR', buy_currency: 'CHF' };

    // Selling the whole balance leaves nothing for the fee: refused, nothing moves.
    const all = (await quote(ada, TREASURY, { ...body, sell_amount: available })).json().data;
    const before = await balances(ada, TREASURY);
    const refused = await execute(ada, TREASURY, all.ref);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'insufficient_funds',
      message: `With the fee of ${all.fee} EUR, the total of ${formatCents(minor(available) + minor(all.fee))} EUR exceeds the available balance of ${available} EUR.`,
    });
    expect(await balances(ada, TREASURY)).toEqual(before);

    // The balance less that fee fits (its own fee is no larger) and leaves exactly the difference.
    const rest = formatCents(minor(available) - minor(all.fee));
    const fits = (await quote(ada, TREASURY, { ...body, sell_amount: rest })).json().data;
    expect((await execute(ada, TREASURY, fits.ref)).statusCode).toBe(201);
    expect(minor((await balances(ada, TREASURY)).EUR?.available ?? '')).toBe(
      minor(available) - minor(rest) - minor(fits.fee),
    );
  });
});

/** Minor units of a two-decimal currency back to the bank's decimal string. */
function formatCents(value: bigint): string {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
