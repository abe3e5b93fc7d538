import { t } from '@lingui/core/macro';
import { dayjs } from '../../../lib/dayjs';
import { isBooked } from '../booked';
import { fetchTransactionsPage } from './list-transactions';

const PAGE_SIZE = 100;
/** 100 pages of 100, as the exports: beyond that the history is not read in the browser. */
export const MAX_BALANCE_PAGES = 100;

export interface BalanceBeforeQuery {
  bank_account: string;
  currency: string;
  /** First day of the period (YYYY-MM-DD). */
  from: string;
}

/**
 * The balance of one bank account in one currency before `from`: the `balance_after` of the newest booked
 * entry before that day. Pending, failed or cancelled entries do not move a balance and can be many, so the
 * history is paged (newest first, the API's order) until a booked entry turns up; '0' when there is none at
 * all. Throws rather than guess when the booked entry lies beyond MAX_BALANCE_PAGES pages.
 */
export async function fetchBalanceBefore(
  account: string,
  { bank_account, currency, from }: BalanceBeforeQuery,
  { maxPages = MAX_BALANCE_PAGES }: { maxPages?: number } = {},
): Promise<string> {
  const to = dayjs(from).subtract(1, 'day').format('YYYY-MM-DD');
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchTransactionsPage(account, {
      bank_account,
      currency,
      to,
      page,
      per_page: PAGE_SIZE,
    });
    const booked = result.data.find(isBooked);
    if (booked) return booked.balance_after;
    if (result.data.length < PAGE_SIZE || page * PAGE_SIZE >= result.meta.total) return '0';
  }
  // Shown to the user as the statement's failure.
  throw new Error(t`The opening balance could not be found. Choose a later period or contact support.`);
}
