import { t } from '@lingui/core/macro';
import { writePdf } from '../../lib/pdf-document';
import { sheetPage } from '../../lib/pdf-sheet';
import { type ReceiptInput, receiptSheet } from './receipt';

/** The receipt as a PDF. Import this module lazily: it brings pdf-lib, which stays off the login route. */
export function receiptPdf(input: ReceiptInput, generatedAt: string): Promise<Blob> {
  const ref = input.payment.ref;
  return writePdf({
    title: t`Payment ${ref}`,
    pages: [sheetPage(receiptSheet(input, generatedAt))],
  });
}
