import { getErrorText } from '@portal/api-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { OptionItem } from '../../components/ui/option-item';
import { toastExportSummary } from '../../domains/audit/export-summary';
import { recordExport } from '../../domains/audit/record-export';
import { useSessionStore } from '../../domains/session/session-store';
import { dayjs } from '../../lib/dayjs';
import { downloadFile } from '../../lib/download-file';
import { toastError } from '../../lib/toast';
import { useListState } from '../../lib/use-list-state';
import { fetchAllTransactions } from './api/fetch-all-transactions';
import { useTransactionsQuery } from './api/list-transactions';
import { transactionColumns } from './transaction-columns';
import { TRANSACTION_LIST } from './transaction-filters';
import { useCurrentAccount } from './use-current-account';

/** The session's currencies as choices, with the filtered one kept even when the account no longer holds it. */
export function currencyOptionsOf(codes: readonly string[], filtered: string | undefined): OptionItem[] {
  const options = codes.map((code) => ({ label: code, value: code }));
  if (filtered && !codes.includes(filtered)) options.push({ label: filtered, value: filtered });
  return options;
}

/**
 * The organization account's transactions as the panel lists them: filters and page in the URL query
 * (shareable, surviving a reload), the server's page, and the CSV export of every filtered row.
 */
export function useTransactionsList() {
  // Each filter change is a step back in the history; page 1 and the default size stay out of the link.
  const list = useListState(TRANSACTION_LIST, { history: 'push', omitDefaults: true });
  const { params, filters, update } = list;
  const { accountRef, account } = useCurrentAccount();
  const currencies = useSessionStore((state) => state.currencies);
  const query = useTransactionsQuery(accountRef, params);
  const [exporting, setExporting] = useState(false);

  // Another organization account: its bank accounts and currencies differ, so those filters and the page go.
  const previousAccount = useRef(accountRef);
  useEffect(() => {
    if (previousAccount.current === accountRef) return;
    previousAccount.current = accountRef;
    update({ bank_account: null, currency: null, page: null }, { replace: true });
  }, [accountRef, update]);

  // A bank account's name for the table (its ref when the session does not know it).
  const columns = useMemo(
    () => transactionColumns((ref) => account?.bank_accounts.find((b) => b.ref === ref)?.name ?? ref),
    [account],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The CSV writer (papaparse) loads only when an export is asked for.
      const [all, { transactionsCsvFileName, transactionsToCsv }] = await Promise.all([
        fetchAllTransactions(accountRef, filters),
        import('./transactions-csv'),
      ]);
      const csv = transactionsToCsv(all.rows);
      // Recorded with the bank before the download starts; a refusal stops the export (rule ROLE-09).
      await recordExport(accountRef, {
        dataset: 'transactions',
        format: 'csv',
        row_count: all.rows.length,
        filters,
      });
      downloadFile(
        csv,
        transactionsCsvFileName(accountRef, dayjs().format('YYYY-MM-DD')),
        'text/csv;charset=utf-8',
      );
      toastExportSummary(all, { one: 'transaction', many: 'transactions' });
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setExporting(false);
    }
  };

  return {
    account,
    params,
    filters,
    activeFilterCount: list.activeCount,
    paging: list.paging,
    query,
    total: query.data?.meta.total ?? 0,
    currencyOptions: currencyOptionsOf(
      currencies.map((c) => c.code),
      filters.currency,
    ),
    bankAccountOptions: (account?.bank_accounts ?? []).map((b) => ({ label: b.name, value: b.ref })),
    columns,
    update,
    clearFilters: list.clear,
    exporting,
    exportCsv,
  };
}
