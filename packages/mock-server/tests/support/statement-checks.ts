import { expect } from 'vitest';
import { minorUnits } from '../../src/domain/bank/index.js';
import type { Client } from './test-app.js';

/** A contract decimal string in `currency` as minor units: exact, never through a float. */
export function toMinor(decimal: string, currency: string): bigint {
  const digits = minorUnits(currency);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return negative ? -minor : minor;
}

export type StatementJson = {
  ref: string;
  bank_account_ref: string;
  currency: string;
  month: string;
  from: string;
  to: string;
  status: 'final' | 'provisional';
  sequence: number;
  opening_balance: string;
  closing_balance: string;
  total_in: string;
  total_out: string;
  entry_count: number;
};

type TxnJson = { direction: 'credit' | 'debit'; amount: string; currency: string; value_date: string };

/** Every page of a list the contract pages (`per_page` 100). */
export async function allPages<T>(client: Client, path: string): Promise<T[]> {
  const out: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const res = await client.call('GET', `${path}${join}per_page=100&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: T[]; meta: { total: number } };
    out.push(...body.data);
    if (out.length >= body.meta.total || body.data.length === 0) return out;
  }
}

/**
 * The statements' invariant, read through the API only: each month opens where the one before closed,
 * opening + money in − money out = closing to the minor unit, the totals and count are those of the booked
 * transactions the list shows for that month, and the month in progress closes at the balance's booked figure.
 */
export async function checkStatementInvariant(client: Client, org: string): Promise<number> {
  const statements = await allPages<StatementJson>(client, `${org}/statements`);
  const byAccount = new Map<string, StatementJson[]>();
  for (const s of statements) {
    const key = `${s.bank_account_ref} ${s.currency}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), s]);
  }
  for (const [key, list] of byAccount) {
    const [bankAccount = '', currency = ''] = key.split(' ');
    const months = [...list].sort((a, b) => a.sequence - b.sequence);
    const booked = await allPages<TxnJson>(
      client,
      `${org}/transactions?bank_account=${bankAccount}&currency=${currency}&booked=true`,
    );
    let previousClosing = 0n;
    for (const s of months) {
      const m = (v: string) => toMinor(v, currency);
      expect(m(s.opening_balance), `${s.ref} opens where the month before closed`).toBe(previousClosing);
      expect(m(s.opening_balance) + m(s.total_in) - m(s.total_out), `${s.ref} adds up`).toBe(
        m(s.closing_balance),
      );
      const inMonth = booked.filter((t) => t.value_date >= s.from && t.value_date <= s.to);
      const sum = (d: TxnJson['direction']) =>
        inMonth.filter((t) => t.direction === d).reduce((n, t) => n + m(t.amount), 0n);
      expect([m(s.total_in), m(s.total_out), s.entry_count], `${s.ref} totals`).toEqual([
        sum('credit'),
        sum('debit'),
        inMonth.length,
      ]);
      previousClosing = m(s.closing_balance);
    }
    const last = months.at(-1);
    const balances = (await client.call('GET', `${org}/bank-accounts/${bankAccount}/balances`)).json()
      .data as {
      currency: string;
      current: string;
    }[];
    const balance = balances.find((b) => b.currency === currency);
    expect(last?.status).toBe('provisional');
    expect(last?.closing_balance, `${key} closes at the booked balance`).toBe(balance?.current);
  }
  return statements.length;
}
