import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { clientRate } from '../../src/domain/bank/index.js';
import { type Client, signedIn, TREASURY_PATH, testApp } from '../support/test-app.js';

// The bank's margin: a quoted rate is the indicative mid rate less 40 basis points (domain/fx-rates.ts,
// SPREAD_BPS), cut to the rate's 8 decimals, so the customer always gets fewer units than at mid.
const SPREAD = 40n;
const BPS = 10_000n;
const SCALE = 100_000_000n; // rates carry 8 decimals

/** A rate or amount string as an integer scaled by 10^decimals (exact, never a float). */
function scaled(value: string, decimals: number): bigint {
  const [int = '0', frac = ''] = value.split('.');
  expect(frac.length).toBeLessThanOrEqual(decimals);
  return BigInt(`${int}${frac.padEnd(decimals, '0')}`);
}

/** The quote and the indicative mid rate of its pair at the same instant (the mock's clock is frozen). */
async function quoteWithMid(client: Client, body: components['schemas']['FxQuoteRequest']) {
  const quoted = await client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote', {
    params: { path: TREASURY_PATH },
    body,
  });
  const q = quoted.data?.data;
  if (!q) throw new Error(`no quote: ${quoted.error?.message}`);
  const { sell_currency, buy_currency } = body;
  const history = await client.api.GET('/accounts/{account}/bank-accounts/{bankAccount}/fx/rates', {
    params: { path: TREASURY_PATH, query: { sell_currency, buy_currency, hours: 1 } },
  });
  const last = history.data?.data.at(-1);
  // The history's last point is the quote's instant: the same mid the quote was priced from.
  expect(last?.at).toBe(q.server_time);
  expect(q.created_at).toBe(q.server_time);
  return { q, mid: scaled(last?.rate ?? '', 8), rate: scaled(q.rate, 8) };
}

describe('FX spread', () => {
  it.each([
    ['EUR', 'CHF'],
    ['CHF', 'EUR'],
    ['EUR', 'JPY'],
    ['JPY', 'CHF'],
  ])('quotes %s→%s at exactly 40 bps below mid, rounded down to 8 decimals', async (sell, buy) => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const amount = sell === 'JPY' ? '150000' : '1000.00';
    const { mid, rate } = await quoteWithMid(ada, {
      sell_currency: sell,
      buy_currency: buy,
      sell_amount: amount,
    });
    expect(rate).toBeLessThan(mid);
    // rate = floor(mid × (1 − 0.0040)) on the 8-decimal grid.
    expect(rate * BPS).toBeLessThanOrEqual(mid * (BPS - SPREAD));
    expect((rate + 1n) * BPS).toBeGreaterThan(mid * (BPS - SPREAD));
  });

  it('prices both amounts from the spread rate, each rounded in the bank’s favour', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    // Sell amount given: the buy amount is rounded down.
    const sold = await quoteWithMid(ada, {
      sell_currency: 'EUR',
      buy_currency: 'JPY',
      sell_amount: '1234.56',
    });
    const buyYen = scaled(sold.q.buy_amount, 0);
    // 123456 cents × rate / (100 cents per euro × 10^8) yen, cut to whole yen.
    expect(buyYen * 100n * SCALE).toBeLessThanOrEqual(123_456n * sold.rate);
    expect((buyYen + 1n) * 100n * SCALE).toBeGreaterThan(123_456n * sold.rate);
    // And the inverse rate is 1 / rate on the same grid.
    const inverse = scaled(sold.q.inverse_rate, 8);
    expect(inverse * sold.rate).toBeLessThanOrEqual(SCALE * SCALE);
    expect((inverse + 1n) * sold.rate).toBeGreaterThan(SCALE * SCALE);

    // Buy amount given: the sell amount is rounded up, so the customer never pays less than the rate says.
    const bought = await quoteWithMid(ada, {
      sell_currency: 'EUR',
      buy_currency: 'CHF',
      buy_amount: '2500.00',
    });
    const sellCents = scaled(bought.q.sell_amount, 2);
    expect(sellCents * bought.rate).toBeGreaterThanOrEqual(250_000n * SCALE);
    expect((sellCents - 1n) * bought.rate).toBeLessThan(250_000n * SCALE);
  });

  it('a round trip at the quoted rates loses both spreads', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const there = await quoteWithMid(ada, {
      sell_currency: 'EUR',
      buy_currency: 'CHF',
      sell_amount: '1000.00',
    });
    const back = await quoteWithMid(ada, {
      sell_currency: 'CHF',
      buy_currency: 'EUR',
      sell_amount: '1000.00',
    });
    // mid(EUR→CHF) × mid(CHF→EUR) ≈ 1; the client rates multiply to at most (1 − 0.0040)² of the mids' product.
    const product = there.rate * back.rate;
    expect(product * BPS * BPS).toBeLessThanOrEqual(there.mid * back.mid * (BPS - SPREAD) ** 2n);
    expect(product).toBeLessThan(SCALE * SCALE);
  });

  it('computes the client rate from mid exactly (worked by hand)', () => {
    expect(clientRate(100_000_000n)).toBe(99_600_000n); // 1.00000000 → 0.99600000
    expect(clientRate(123_456_789n)).toBe(122_962_961n); // 1.23456789 × 0.996 = 1.22962961844 → cut
    expect(clientRate(15_000_000_000n)).toBe(14_940_000_000n); // 150.00000000 → 149.40000000
  });
});
