import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { toastExportSummary } from '../../domains/audit/export-summary';
import { recordExport } from '../../domains/audit/record-export';
import type { PaymentFilters } from '../../domains/payments/payments';
import { downloadFile } from '../../lib/download-file';
import { toastError } from '../../lib/toast';
import { fetchAllPayments, PAYMENT_NOUN } from './api/fetch-all-payments';
import { paymentsToCsv } from './payments-csv';

/**
 * The payments CSV of what the list shows (the same bank account choice and filters, every page),
 * recorded with the bank before the download starts (rule ROLE-09): a refused record stops the export
 * with the bank's message.
 */
export function usePaymentsExport(
  account: string,
  filters: PaymentFilters,
  bankAccountName: (ref: string) => string,
) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, per_page: _perPage, ...listFilters } = filters;
      const all = await fetchAllPayments(account, listFilters);
      const csv = paymentsToCsv(all.rows, bankAccountName);
      await recordExport(account, {
        dataset: 'payments',
        format: 'csv',
        row_count: all.rows.length,
        filters: listFilters,
      });
      downloadFile(csv, `payments-${filters.bank_account ?? account}.csv`, 'text/csv;charset=utf-8');
      toastExportSummary(all, PAYMENT_NOUN);
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
