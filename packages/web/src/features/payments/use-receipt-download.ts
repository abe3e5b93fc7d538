import { type components, getErrorText } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { countriesQueryOptions } from '../../domains/recipients/countries';
import { recipientQueryOptions } from '../../domains/recipients/recipients';
import { downloadFile } from '../../lib/download-file';
import { formatDateTime } from '../../lib/format-date';
import { toastError } from '../../lib/toast';
import { receiptFileName } from './receipt';

type Payment = components['schemas']['Payment'];
type BankAccount = components['schemas']['BankAccount'];

/**
 * "Download receipt": loads the payee's bank details (a deleted payee leaves only its name) and its
 * country's name, then builds the receipt PDF in the browser.
 */
export function useReceiptDownload(account: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const download = async (payment: Payment, payer: BankAccount | undefined, reasonText: string) => {
    setBusy(true);
    try {
      const [recipient, countries] = await Promise.all([
        queryClient.fetchQuery(recipientQueryOptions(account, payment.recipient_ref)).catch(() => null),
        queryClient.fetchQuery(countriesQueryOptions()).catch(() => []),
      ]);
      const countryName = countries.find((c) => c.code === recipient?.country)?.name;
      // pdf-lib loads only when a receipt is actually made.
      const { receiptPdf } = await import('./receipt-pdf');
      const pdf = await receiptPdf(
        { payment, recipient, payer, reasonText, countryName },
        formatDateTime(new Date()),
      );
      downloadFile(pdf, receiptFileName(payment));
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
