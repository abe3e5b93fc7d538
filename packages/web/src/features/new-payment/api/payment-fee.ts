import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export interface PaymentFeeParams {
  account: string;
  bankAccount: string;
  recipientRef: string;
  currency: string;
  /** With an amount, the bank checks it and answers the total too. */
  amount?: string;
}

/** The bank's fee for paying this recipient (getPaymentFee): the one fee source of the flow. */
export const paymentFeeQueryOptions = ({
  account,
  bankAccount,
  recipientRef,
  currency,
  amount,
}: PaymentFeeParams) =>
  queryOptions({
    queryKey: paymentKeys.fee({ account, bankAccount, recipientRef, currency, amount: amount ?? null }),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/fee', {
            params: {
              path: { account, bankAccount },
              query: { recipient_ref: recipientRef, currency, ...(amount ? { amount } : {}) },
            },
          }),
        )
      ).data,
    enabled: account !== '' && bankAccount !== '' && recipientRef !== '' && currency !== '',
    // The tariff changes rarely; a minute keeps back-and-forth between the steps from asking again.
    staleTime: 60_000,
  });

export function usePaymentFeeQuery(params: PaymentFeeParams) {
  return useQuery(paymentFeeQueryOptions(params));
}
