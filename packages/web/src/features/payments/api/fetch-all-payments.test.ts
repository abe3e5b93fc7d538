import { describe, expect, it } from 'vitest';
import { exportSummary } from '../../../domains/audit/export-summary';
import { fetchPayments } from '../../../domains/payments/payments';
import { serveMockBank } from '../../../testing/mock-bank-session';
import { fetchAllPayments, PAYMENT_NOUN } from './fetch-all-payments';

serveMockBank();
const NORTHWIND = 'org_northwind';

describe('reading every page of the payments filter (CSV export)', () => {
  it('reads all pages, in the API order, and says the file is complete', async () => {
    const first = await fetchPayments(NORTHWIND, { page: 1, per_page: 10 });
    const all = await fetchAllPayments(NORTHWIND, {});
    expect(all.total).toBe(first.meta.total);
    expect(all.rows).toHaveLength(first.meta.total);
    expect(all.truncated).toBe(false);
    expect(all.rows.slice(0, 10).map((p) => p.ref)).toEqual(first.data.map((p) => p.ref));
    expect(exportSummary(all, PAYMENT_NOUN)).toEqual({
      kind: 'success',
      text: `Exported ${all.rows.length} payments`,
    });
    expect(exportSummary({ rows: all.rows.slice(0, 1), total: 1, truncated: false }, PAYMENT_NOUN).text).toBe(
      'Exported 1 payment',
    );
  });

  it('exports the bank account the list shows, or all of them', async () => {
    const all = await fetchAllPayments(NORTHWIND, {});
    const treasury = await fetchAllPayments(NORTHWIND, { bank_account: 'ba_northwind_treasury' });
    expect(new Set(all.rows.map((p) => p.bank_account_ref))).toEqual(
      new Set(['ba_northwind_ops', 'ba_northwind_treasury']),
    );
    expect(treasury.rows.length).toBeGreaterThan(0);
    expect(treasury.rows.every((p) => p.bank_account_ref === 'ba_northwind_treasury')).toBe(true);
    expect(treasury.rows.map((p) => p.ref)).toEqual(
      all.rows.filter((p) => p.bank_account_ref === 'ba_northwind_treasury').map((p) => p.ref),
    );
  });

  it('stops at the bound and warns that the file holds only the newest rows', async () => {
    const all = await fetchAllPayments(NORTHWIND, {}, { maxRows: 15 });
    expect(all.total).toBeGreaterThan(15);
    expect(all.rows).toHaveLength(15);
    expect(all.truncated).toBe(true);
    expect(exportSummary(all, PAYMENT_NOUN)).toEqual({
      kind: 'warning',
      text: `Exported the newest 15 of ${all.total} payments. Narrow the filters to export the rest.`,
    });
  });

  it('warns with grouped numbers at the real bound', () => {
    const rows = Array.from({ length: 10_000 }, () => ({}) as never);
    expect(exportSummary({ rows, total: 12_345, truncated: true }, PAYMENT_NOUN).text).toBe(
      'Exported the newest 10,000 of 12,345 payments. Narrow the filters to export the rest.',
    );
  });
});
