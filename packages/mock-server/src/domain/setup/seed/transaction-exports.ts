import type { Store } from '../../bank/index.js';
import { seededExport } from '../../statements/index.js';

const DAY = 86_400_000;

/**
 * Ada's export for the accountant, two days old and ready: last month of the operating account in pounds, as
 * Xero imports it. A demo shows the exports list with something in it, and a client finds an export to read.
 */
export function seedTransactionExports(store: Store, now: number): void {
  const record = seededExport(store, {
    ref: 'txx_northwind_last_month',
    orgRef: 'org_northwind',
    userRef: 'usr_ada',
    bankAccountRef: 'ba_northwind_ops',
    currency: 'GBP',
    format: 'xero_csv',
    requestedAt: now - 2 * DAY,
  });
  store.transactionExports.set(record.ref, record);
}
