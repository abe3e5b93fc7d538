import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';

type Payment = components['schemas']['Payment'];
type Transaction = components['schemas']['Transaction'];

/**
 * Every row of a list, page by page (100 a page), checking the pages add up to `meta.total`. The filter
 * tests compare a filtered list with the unfiltered one filtered here, so every row that should be there is,
 * in the same order, and every row that should not is not.
 */
async function everyRow<T>(client: Client, url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await client.call('GET', `${url}${url.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    expect(res.statusCode, url).toBe(200);
    const body = res.json() as { data: T[]; meta: { total: number } };
    rows.push(...body.data);
    if (body.data.length < 100) {
      expect(rows.length, url).toBe(body.meta.total);
      return rows;
    }
  }
}

const refs = (rows: { ref: string }[]) => rows.map((r) => r.ref);

/** Two dates that occur in `dates`, about a quarter and three quarters in, so both ends have rows outside. */
function innerRange(dates: string[]): { from: string; to: string } {
  const distinct = [...new Set(dates)].sort();
  const from = distinct[Math.floor(distinct.length / 4)];
  const to = distinct[Math.floor((distinct.length * 3) / 4)];
  if (!from || !to) throw new Error('not enough dates');
  return { from, to };
}

/** The booking date in the bank's time zone, computed here independently of the mock. */
const londonDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

describe('payment list filters', () => {
  it('from/to: only payments whose execution date is in the range, both ends included', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const all = await everyRow<Payment>(ada, `${OPS}/payments`);
    const { from, to } = innerRange(all.map((p) => p.execution_date));
    const inRange = (p: Payment) => p.execution_date >= from && p.execution_date <= to;
    expect(all.some((p) => p.execution_date < from)).toBe(true);
    expect(all.some((p) => p.execution_date > to)).toBe(true);

    const filtered = await everyRow<Payment>(ada, `${OPS}/payments?from=${from}&to=${to}`);
    expect(filtered.length).toBeGreaterThan(0);
    for (const p of filtered) expect(inRange(p), `${p.ref} ${p.execution_date}`).toBe(true);
    expect(filtered.some((p) => p.execution_date === from)).toBe(true);
    expect(filtered.some((p) => p.execution_date === to)).toBe(true);
    expect(refs(filtered)).toEqual(refs(all.filter(inRange)));

    // Each end alone.
    expect(refs(await everyRow<Payment>(ada, `${OPS}/payments?from=${from}`))).toEqual(
      refs(all.filter((p) => p.execution_date >= from)),
    );
    expect(refs(await everyRow<Payment>(ada, `${OPS}/payments?to=${to}`))).toEqual(
      refs(all.filter((p) => p.execution_date <= to)),
    );
  });

  it('currency: only payments in that currency, combined with the other filters by AND', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const all = await everyRow<Payment>(ada, `${OPS}/payments`);
    expect(new Set(all.map((p) => p.currency)).size).toBeGreaterThan(1);

    for (const currency of ['GBP', 'EUR', 'USD']) {
      const filtered = await everyRow<Payment>(ada, `${OPS}/payments?currency=${currency}`);
      expect(filtered.length, currency).toBeGreaterThan(0);
      for (const p of filtered) expect(p.currency).toBe(currency);
      expect(refs(filtered)).toEqual(refs(all.filter((p) => p.currency === currency)));
    }

    const { from, to } = innerRange(all.map((p) => p.execution_date));
    const both = await everyRow<Payment>(ada, `${OPS}/payments?currency=EUR&from=${from}&to=${to}`);
    expect(both.length).toBeGreaterThan(0);
    expect(refs(both)).toEqual(
      refs(all.filter((p) => p.currency === 'EUR' && p.execution_date >= from && p.execution_date <= to)),
    );
    // A currency the bank account does not hold: an empty list, not an error.
    expect(await everyRow<Payment>(ada, `${OPS}/payments?currency=JPY`)).toEqual([]);
  });
});

describe('transaction list filters', () => {
  const ORG = '/accounts/org_northwind/transactions';

  it('from/to: only transactions booked in the range (bank’s time zone), both ends included', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const url = `${ORG}?bank_account=ba_northwind_ops`;
    const all = await everyRow<Transaction>(ada, url);
    // value_date is the booking date in London: the date the range filters on.
    for (const t of all) expect(t.value_date, t.ref).toBe(londonDate(t.booked_at));
    const { from, to } = innerRange(all.map((t) => t.value_date));
    const inRange = (t: Transaction) => t.value_date >= from && t.value_date <= to;
    expect(all.some((t) => t.value_date < from)).toBe(true);
    expect(all.some((t) => t.value_date > to)).toBe(true);

    const filtered = await everyRow<Transaction>(ada, `${url}&from=${from}&to=${to}`);
    expect(filtered.length).toBeGreaterThan(0);
    for (const t of filtered) expect(inRange(t), `${t.ref} ${t.booked_at}`).toBe(true);
    expect(filtered.some((t) => t.value_date === from)).toBe(true);
    expect(filtered.some((t) => t.value_date === to)).toBe(true);
    expect(refs(filtered)).toEqual(refs(all.filter(inRange)));

    // One day, across every bank account of the organization.
    const everywhere = await everyRow<Transaction>(ada, ORG);
    const day = await everyRow<Transaction>(ada, `${ORG}?from=${from}&to=${from}`);
    expect(day.length).toBeGreaterThan(0);
    expect(refs(day)).toEqual(refs(everywhere.filter((t) => t.value_date === from)));
  });

  it.each(['completed', 'settled', 'pending', 'processing', 'failed'] as const)(
    'status=%s: only transactions in that status, from every bank account',
    async (status) => {
      const { app } = await testApp();
      const ada = await signedIn(app);
      const all = await everyRow<Transaction>(ada, ORG);
      expect(all.some((t) => t.status !== status)).toBe(true);

      const filtered = await everyRow<Transaction>(ada, `${ORG}?status=${status}`);
      expect(filtered.length).toBeGreaterThan(0);
      for (const t of filtered) expect(t.status, t.ref).toBe(status);
      expect(refs(filtered)).toEqual(refs(all.filter((t) => t.status === status)));
    },
  );

  it('booked=true: only the entries that moved the balance (completed and settled), in the same order', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const all = await everyRow<Transaction>(ada, ORG);
    const isBooked = (t: Transaction) => t.status === 'completed' || t.status === 'settled';
    expect(all.some((t) => !isBooked(t))).toBe(true);
    const booked = await everyRow<Transaction>(ada, `${ORG}?booked=true`);
    expect(refs(booked)).toEqual(refs(all.filter(isBooked)));
    expect(refs(await everyRow<Transaction>(ada, `${ORG}?booked=false`))).toEqual(refs(all));
    const bad = await ada.call('GET', `${ORG}?booked=yes`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['booked']);
  });

  it('status and a date range combine by AND', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const all = await everyRow<Transaction>(ada, ORG);
    const { from, to } = innerRange(all.map((t) => t.value_date));
    const filtered = await everyRow<Transaction>(ada, `${ORG}?status=settled&from=${from}&to=${to}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(refs(filtered)).toEqual(
      refs(all.filter((t) => t.status === 'settled' && t.value_date >= from && t.value_date <= to)),
    );
  });
});

describe('a reversed date range', () => {
  it('is refused with 422 and errors.to on payments and transactions, not answered with an empty page', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    for (const url of [
      `${OPS}/payments?from=2026-03-01&to=2026-02-01`,
      '/accounts/org_northwind/transactions?from=2026-03-01&to=2026-02-01',
    ]) {
      const res = await ada.call('GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({
        message: 'The end date must not be before the start date.',
        code: 'validation_failed',
        errors: { to: ['The end date must not be before the start date.'] },
      });
      // The same day at both ends is a range of one day, not a reversed one.
      expect((await ada.call('GET', url.replace('to=2026-02-01', 'to=2026-03-01'))).statusCode, url).toBe(
        200,
      );
    }
  });
});
