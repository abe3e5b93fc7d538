import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { transactionStatusValues, transactionTypeValues } from '@portal/api-types/schema';
import { type PageSize, readDateRange } from '../../lib/list-params';
import type { ListModel } from '../../lib/use-list-state';

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
 * The filters in the URL. Anything invalid (a hand-edited or stale link) is dropped rather than sent to the
 * server; a reversed date range is put in order.
 */
export const TRANSACTION_LIST: ListModel<TransactionFilters> = {
  keys: ['from', 'to', 'type', 'currency', 'status', 'bank_account'],
  read: (search) => {
    const currency = search.get('currency')?.toUpperCase();
    const bankAccount = search.get('bank_account');
    return {
      ...readDateRange(search),
      type: pick(search.get('type'), TRANSACTION_TYPES),
      currency: currency && CURRENCY.test(currency) ? currency : undefined,
      status: pick(search.get('status'), TRANSACTION_STATUSES),
      bank_account: bankAccount && BANK_ACCOUNT.test(bankAccount) ? bankAccount : undefined,
    };
  },
};

/** Human label of a type ('fx_trade' → 'FX trade'); a type the contract does not list yet is spelled out. */
export function formatTransactionType(type: string): string {
  switch (type) {
    case 'payment':
      return t`Payment`;
    case 'fx_trade':
      return t`FX trade`;
    case 'deposit':
      return t`Deposit`;
    case 'fee':
      return t`Fee`;
    case 'refund':
      return t`Refund`;
    case 'interest':
      return t`Interest`;
    default: {
      const text = type.replace(/_/g, ' ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
}
