import type { components } from '@portal/api-types';
import { transactionStatusValues, transactionTypeValues } from '@portal/api-types/schema';
import { DEFAULT_PAGE_SIZE, type PageSize, readDateRange, readPageParams } from '../../lib/list-params';

export type Transaction = components['schemas']['Transaction'];
export type TransactionType = components['schemas']['TransactionType'];
export type TransactionStatus = components['schemas']['TransactionStatus'];

/** The contract's transaction types and statuses, in its order (the filters offer them all). */
export const TRANSACTION_TYPES: readonly TransactionType[] = transactionTypeValues;
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = transactionStatusValues;

/** The filters of the transactions view, as they live in the URL query. */
export interface TransactionFilters {
  from?: string;
  to?: string;
  type?: TransactionType;
  currency?: string;
  status?: TransactionStatus;
  bank_account?: string;
}

export interface TransactionListParams extends TransactionFilters {
  page: number;
  per_page: PageSize;
  /** Only entries that moved the balance (the dashboard's latest; the list's filters never set it). */
  booked?: boolean;
}

const CURRENCY = /^[A-Z]{3}$/;
const BANK_ACCOUNT = /^ba_[A-Za-z0-9_]{1,64}$/;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Reads the filters and the page from the URL. Anything invalid (a hand-edited or stale link) is dropped
 * rather than sent to the server; a reversed date range is put in order.
 */
export function readTransactionParams(search: URLSearchParams): TransactionListParams {
  const currency = search.get('currency')?.toUpperCase();
  const bankAccount = search.get('bank_account');
  return {
    ...readDateRange(search),
    type: pick(search.get('type'), TRANSACTION_TYPES),
    currency: currency && CURRENCY.test(currency) ? currency : undefined,
    status: pick(search.get('status'), TRANSACTION_STATUSES),
    bank_account: bankAccount && BANK_ACCOUNT.test(bankAccount) ? bankAccount : undefined,
    ...readPageParams(search),
  };
}

const FILTER_KEYS = ['from', 'to', 'type', 'currency', 'status', 'bank_account'] as const;

/**
 * A copy of the URL query with the given changes. Changing a filter sends the list back to page 1; empty
 * values are removed; keys that are not the view's (e.g. the dashboard tab) are kept.
 */
export function writeTransactionParams(
  search: URLSearchParams,
  changes: Partial<Record<keyof TransactionListParams, string | number | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const filterChanged = FILTER_KEYS.some((key) => key in changes);
  if (filterChanged && !('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('per_page') === String(DEFAULT_PAGE_SIZE)) next.delete('per_page');
  return next;
}

/** The filters only (what the export and the query key use). */
export function filtersOf(params: TransactionListParams): TransactionFilters {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as TransactionFilters;
}

export function hasActiveFilters(filters: TransactionFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** Human label of a type ('fx_trade' → 'FX trade'). */
export function formatTransactionType(type: string): string {
  if (type === 'fx_trade') return 'FX trade';
  const text = type.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
