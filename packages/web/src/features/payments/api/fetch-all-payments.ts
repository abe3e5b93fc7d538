import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { fetchPayments, type PaymentFilters } from '../../../domains/payments/payments';
import { type AllPages, type FetchAllPagesOptions, fetchAllPages } from '../../../lib/fetch-all-pages';

type Payment = components['schemas']['Payment'];

/** What the payments export calls its rows: read when the summary is said, in the language of that moment. */
export const PAYMENT_NOUN = {
  get one() {
    return t`payment`;
  },
  get many() {
    return t`payments`;
  },
};

/** Every page of the filters (all bank accounts or the chosen one), newest first, up to `maxRows` (10,000 unless told). */
export function fetchAllPayments(
  account: string,
  filters: Omit<PaymentFilters, 'page' | 'per_page'>,
  options?: FetchAllPagesOptions,
): Promise<AllPages<Payment>> {
  return fetchAllPages((page, per_page) => fetchPayments(account, { ...filters, page, per_page }), options);
}
