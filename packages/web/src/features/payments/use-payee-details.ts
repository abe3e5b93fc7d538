import type { components } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { countriesQueryOptions } from '../../domains/recipients/countries';
import { recipientQueryOptions } from '../../domains/recipients/recipients';
import { payeeRows } from './payee-rows';

type Payment = components['schemas']['Payment'];

/**
 * The payee's details for the payment's page: the recipient as the bank holds it now, with its country's
 * name. A payee since deleted (404), or one that could not be loaded, shows its name alone.
 */
export function usePayeeDetails(account: string, payment: Pick<Payment, 'recipient_name' | 'recipient_ref'>) {
  const recipient = useQuery({ ...recipientQueryOptions(account, payment.recipient_ref), retry: false });
  const countries = useQuery(countriesQueryOptions());
  const countryName = countries.data?.find((c) => c.code === recipient.data?.country)?.name;
  return {
    pending: recipient.isPending,
    rows: payeeRows(payment, recipient.data ?? null, countryName),
  };
}
