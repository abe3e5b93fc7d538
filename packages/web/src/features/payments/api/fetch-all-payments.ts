import type { components } from '@portal/api-types';
import { type AllPages, type FetchAllPagesOptions, fetchAllPages } from '../../../lib/fetch-all-pages';
import { fetchPayments, type PaymentFilters } from './payments';

type Payment = components['schemas']['Payment'];

/** What the payments export calls its rows. */
export const PAYMENT_NOUN = { one: 'payment', many: 'payments' };

/** Every page of the filters, newest first, up to `maxRows` (10,000 unless told, as for transactions). */
export function fetchAllPayments(
  account: string,
  bankAccount: string,
  filters: Omit<PaymentFilters, 'page' | 'per_page'>,
  options?: FetchAllPagesOptions,
): Promise<AllPages<Payment>> {
  return fetchAllPages(
    (page, per_page) => fetchPayments(account, bankAccount, { ...filters, page, per_page }),
    options,
  );
}
