import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

export type PaymentReference = components['schemas']['PaymentReference'];

/** The bank's payment reasons (ISO 20022 codes and their labels); they do not change while the app runs. */
export const paymentReferencesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.paymentReferences(),
    queryFn: async () => (await unwrap(apiClient.GET('/resources/payment-references'))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentReferencesQuery() {
  return useQuery(paymentReferencesQueryOptions());
}

/**
 * A payment reason as people read it, the same wherever it is shown: 'Supplier payment (SUPP)'. The bare
 * code while the labels load or for a code the bank no longer lists; '--' for none.
 */
export function formatPaymentReason(
  code: string | null | undefined,
  references: readonly Pick<PaymentReference, 'code' | 'label'>[] | undefined,
): string {
  if (!code) return '--';
  const reference = references?.find((candidate) => candidate.code === code);
  return reference ? `${reference.label} (${reference.code})` : code;
}

/** The reason of a payment in words, from the shared (cached) list of reasons. */
export function usePaymentReasonText(code: string | null | undefined): string {
  return formatPaymentReason(code, usePaymentReferencesQuery().data);
}
