import { useQuery } from '@tanstack/react-query';
import { recipientQueryOptions } from '../../../domains/recipients/recipients';

/** The name of the recipient chosen in the URL, when it is not among the current matches. */
export function useRecipientNameQuery(account: string, ref: string | undefined) {
  return useQuery({ ...recipientQueryOptions(account, ref ?? ''), select: (recipient) => recipient.name });
}
