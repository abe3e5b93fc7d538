import type { components } from '@portal/api-types';
import { formatNumber } from '../../../lib/format-number';
import { fetchPayments, type PaymentFilters } from './payments';

type Payment = components['schemas']['Payment'];

/** The CSV export reads at most this many rows (100 pages of 100), as the transactions export does. */
export const MAX_EXPORT_ROWS = 10_000;
const EXPORT_PAGE_SIZE = 100;

export interface AllPayments {
  rows: Payment[];
  /** How many the bank has for the filters. */
  total: number;
  /** The filters match more rows than were read: the file holds only the newest ones. */
  truncated: boolean;
}

/** Every page of the filters, newest first, up to `maxRows`. */
export async function fetchAllPayments(
  account: string,
  bankAccount: string,
  filters: Omit<PaymentFilters, 'page' | 'per_page'>,
  { maxRows = MAX_EXPORT_ROWS }: { maxRows?: number } = {},
): Promise<AllPayments> {
  const rows: Payment[] = [];
  let total = 0;
  for (let page = 1; rows.length < maxRows; page += 1) {
    const result = await fetchPayments(account, bankAccount, {
      ...filters,
      page,
      per_page: EXPORT_PAGE_SIZE,
    });
    total = result.meta.total;
    rows.push(...result.data);
    if (result.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
}

/** What the export says afterwards: a cut-off file is never silent. */
export function exportSummary(all: AllPayments): { kind: 'success' | 'warning'; text: string } {
  if (all.truncated) {
    return {
      kind: 'warning',
      text: `Exported the newest ${formatNumber(all.rows.length)} of ${formatNumber(all.total)} payments. Narrow the filters to export the rest.`,
    };
  }
  const count = all.rows.length;
  return { kind: 'success', text: `Exported ${formatNumber(count)} ${count === 1 ? 'payment' : 'payments'}` };
}
