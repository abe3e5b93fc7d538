import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStatement } from '../statement';
import { createLedgerServer, makeTransaction } from '../testing/ledger-server';
import { fetchBalanceBefore } from './balance-before';

const ledger = createLedgerServer();
const period = { bank_account: 'ba_northwind_ops', currency: 'GBP', from: '2026-03-01' };

/** `count` entries on 28 Feb that never moved the balance (pending, failed, cancelled). */
function unbooked(count: number) {
  const statuses = ['pending', 'failed', 'cancelled', 'processing'] as const;
  return Array.from({ length: count }, (_, i) =>
    makeTransaction({
      status: statuses[i % statuses.length],
      balance_after: '999999.99',
      booked_at: '2026-02-28T12:00:00Z',
    }),
  );
}

describe('fetchBalanceBefore', () => {
  beforeAll(() => ledger.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => ledger.server.resetHandlers());
  afterAll(() => ledger.server.close());

  it('pages past more than 100 newer unbooked entries to the last booked one before the period', async () => {
    ledger.setLedger([
      ...unbooked(250),
      makeTransaction({ balance_after: '1234.56', booked_at: '2026-02-10T09:00:00Z' }),
      makeTransaction({ balance_after: '50.00', booked_at: '2026-02-01T09:00:00Z' }),
    ]);
    const balance = await fetchBalanceBefore('org_northwind', period);
    expect(balance).toBe('1234.56');
    expect(ledger.requests.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
    for (const query of ledger.requests) {
      expect(query.get('to')).toBe('2026-02-28');
      expect(query.get('bank_account')).toBe('ba_northwind_ops');
      expect(query.get('currency')).toBe('GBP');
    }
    // A period with nothing booked: opening = closing = that balance, to the minor unit.
    const statement = buildStatement({
      organizationName: 'Northwind Trading Ltd',
      bankAccountName: 'Operating account',
      bankAccountRef: 'ba_northwind_ops',
      currency: 'GBP',
      from: '2026-03-01',
      to: '2026-03-31',
      transactions: [makeTransaction({ status: 'pending', booked_at: '2026-03-05T09:00:00Z' })],
      balanceBefore: balance,
    });
    expect(statement.openingBalance).toBe('1234.56');
    expect(statement.closingBalance).toBe('1234.56');
    expect(statement.rows).toEqual([]);
  });

  it('takes a settled entry as booked too, and ignores entries from the period itself', async () => {
    ledger.setLedger([
      makeTransaction({ balance_after: '7.00', booked_at: '2026-03-01T00:30:00Z' }),
      ...unbooked(3),
      makeTransaction({ status: 'settled', balance_after: '0.05', booked_at: '2026-02-27T23:59:00Z' }),
    ]);
    expect(await fetchBalanceBefore('org_northwind', period)).toBe('0.05');
  });

  it("is '0' when nothing was ever booked before the period", async () => {
    ledger.setLedger(unbooked(120));
    expect(await fetchBalanceBefore('org_northwind', period)).toBe('0');
    ledger.setLedger([]);
    expect(await fetchBalanceBefore('org_northwind', period)).toBe('0');
    expect(ledger.requests).toHaveLength(1);
  });

  it('says so rather than guess when the booked entry is beyond the pages it may read', async () => {
    ledger.setLedger([
      ...unbooked(250),
      makeTransaction({ balance_after: '10.00', booked_at: '2026-01-01T00:00:00Z' }),
    ]);
    await expect(fetchBalanceBefore('org_northwind', period, { maxPages: 2 })).rejects.toThrow(
      'The opening balance could not be found',
    );
  });
});
