import { writePdf } from '../../lib/pdf-document';
import { sheetPage } from '../../lib/pdf-sheet';
import { type ReceiptInput, receiptSheet } from './receipt';

/** The receipt as a PDF. Import this module lazily: it brings pdf-lib, which stays off the login route. */
export function receiptPdf(input: ReceiptInput, generatedAt: string): Promise<Blob> {
  return writePdf({
    title: `Payment ${input.payment.ref}`,
    pages: [sheetPage(receiptSheet(input, generatedAt))],
  });
}
