import type { ListModel } from '../../lib/use-list-state';

/** The Statements list's filters, as they live in the URL query (the year only when it is not this one). */
export interface StatementFilters {
  bank_account?: string;
  currency?: string;
  year?: number;
}

const CURRENCY = /^[A-Z]{3}$/;
const BANK_ACCOUNT = /^ba_[A-Za-z0-9_]{1,64}$/;
/** The years the bank answers for (the contract's bounds). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
/** How many years the year filter offers, this one included. */
const YEARS_OFFERED = 7;

/** This calendar year where the person is. */
export const currentYear = (now: Date = new Date()): number => now.getFullYear();

/** The years to choose from, this one first, back as far as the bank keeps statements. */
export function yearOptions(thisYear: number = currentYear()): number[] {
  return Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i).filter((year) => year >= FIRST_YEAR);
}

function readYear(value: string | null): number | undefined {
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : undefined;
}

/**
 * The filters in the URL; anything the bank would refuse (a hand-edited or stale link) is dropped. No year means
 * this year, and this year does not count as a filter: "Clear filters" comes back to it.
 */
export const STATEMENT_LIST: ListModel<StatementFilters> = {
  keys: ['bank_account', 'currency', 'year'],
  read: (search) => {
    const currency = search.get('currency')?.toUpperCase();
    const bankAccount = search.get('bank_account');
    return {
      bank_account: bankAccount && BANK_ACCOUNT.test(bankAccount) ? bankAccount : undefined,
      currency: currency && CURRENCY.test(currency) ? currency : undefined,
      year: readYear(search.get('year')),
    };
  },
  count: (filters) =>
    [filters.bank_account, filters.currency].filter(Boolean).length +
    (filters.year !== undefined && filters.year !== currentYear() ? 1 : 0),
};
