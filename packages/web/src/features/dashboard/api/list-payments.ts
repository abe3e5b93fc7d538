import { useQuery } from '@tanstack/react-query';
import { paymentsQueryOptions } from '../../../domains/payments/payments';
import { DEFAULT_PAGE_SIZE } from '../../../lib/list-params';

export const PAYMENTS_IN_PROGRESS_COUNT = 5;
// The payments list's first page, as the payments screen asks for it (the bank account's count shares that
// cache; the payments in progress are their own filtered page).
const FIRST_PAGE = { page: 1, per_page: DEFAULT_PAGE_SIZE } as const;

/**
 * The newest payments still on their way (awaiting approval, scheduled, processing…), newest first, and how
 * many there are. The latest transactions show what has moved; this shows what is about to.
 */
export function usePaymentsInProgressQuery(account: string) {
  return useQuery({
    ...paymentsQueryOptions(account, { ...FIRST_PAGE, in_progress: true }),
    select: (page) => ({ rows: page.data.slice(0, PAYMENTS_IN_PROGRESS_COUNT), total: page.meta.total }),
  });
}

/** How many payments one bank account has. */
export function useBankAccountPaymentCountQuery(account: string, bankAccount: string) {
  return useQuery({
    ...paymentsQueryOptions(account, { ...FIRST_PAGE, bank_account: bankAccount }),
    select: (page) => page.meta.total,
  });
}
