import { useQuery } from '@tanstack/react-query';
import { paymentsQueryOptions } from '../../../lib/api/payments';
import { DEFAULT_PAGE_SIZE } from '../../../lib/list-params';

export const LATEST_PAYMENTS_COUNT = 5;
// The payments list's first page, as the payments screen asks for it (so the two share the cache).
const FIRST_PAGE = { page: 1, per_page: DEFAULT_PAGE_SIZE } as const;

/** The newest payments across the organization account's bank accounts, newest first. */
export function useLatestPaymentsQuery(account: string) {
  return useQuery({
    ...paymentsQueryOptions(account, FIRST_PAGE),
    select: (page) => page.data.slice(0, LATEST_PAYMENTS_COUNT),
  });
}

/** How many payments one bank account has. */
export function useBankAccountPaymentCountQuery(account: string, bankAccount: string) {
  return useQuery({
    ...paymentsQueryOptions(account, { ...FIRST_PAGE, bank_account: bankAccount }),
    select: (page) => page.meta.total,
  });
}
