import { t } from '@lingui/core/macro';
import { type components, getErrorText, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '../../lib/toast';
import type { PageParams } from '../../lib/use-list-state';
import { transactionExportKeys } from '../query-keys';
import { apiClient } from '../session/api-client';
import { downloadFileLink } from './file-link';

export type TransactionExport = components['schemas']['TransactionExport'];
export type TransactionExportStatus = components['schemas']['TransactionExportStatus'];
export type TransactionExportRequest = components['schemas']['TransactionExportRequest'];

/** How often an export the bank is still building is asked about again. */
export const EXPORT_POLL_MS = 1_500;

/** An export that will not change any more: ready (with its file) or failed. */
export const isExportSettled = (status: TransactionExportStatus): boolean =>
  status === 'ready' || status === 'failed';

/** The next poll of an export: every 1.5 s while the bank builds it, none once it is ready or failed. */
export const exportPollInterval = (
  exported: Pick<TransactionExport, 'status'> | undefined,
): number | false => (exported && isExportSettled(exported.status) ? false : EXPORT_POLL_MS);

/** GET …/transaction-exports: the caller's exports, newest first (the bank keeps them for 7 days). */
export function useTransactionExportsQuery(account: string, params: PageParams) {
  return useQuery({
    queryKey: transactionExportKeys.list(account, params),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/transaction-exports', {
          params: { path: { account }, query: params },
        }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
    // An export in the list still being built is shown moving on to ready.
    refetchInterval: (query) =>
      query.state.data?.data.some((exported) => !isExportSettled(exported.status)) ? EXPORT_POLL_MS : false,
  });
}

const transactionExportQueryOptions = (account: string, transactionExport: string) =>
  queryOptions({
    queryKey: transactionExportKeys.detail(account, transactionExport),
    queryFn: async () =>
      (
        await unwrap(
          apiClient.GET('/accounts/{account}/transaction-exports/{transactionExport}', {
            params: { path: { account, transactionExport } },
          }),
        )
      ).data,
    enabled: account !== '' && transactionExport !== '',
    // Followed until the bank has built it; a ready export's link is fresh for 15 minutes from each answer.
    refetchInterval: (query) => exportPollInterval(query.state.data),
  });

/** One export, asked about again every 1.5 s until it is ready or failed. */
export function useTransactionExportQuery(account: string, transactionExport: string) {
  return useQuery(transactionExportQueryOptions(account, transactionExport));
}

/** POST …/transaction-exports (202): the export, requested; the bank builds it on its own. */
export function useCreateTransactionExportMutation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TransactionExportRequest) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/transaction-exports', { params: { path: { account } }, body }),
        )
      ).data,
    onSuccess: (created) => {
      queryClient.setQueryData(transactionExportKeys.detail(account, created.ref), created);
      return queryClient.invalidateQueries({ queryKey: transactionExportKeys.lists(account) });
    },
  });
}

/**
 * Downloads a ready export: its link is asked for afresh first (each answer's link lasts 15 minutes, and a list
 * or a dialog may have been open longer). A refusal or a failure says why in a toast.
 */
export function useDownloadTransactionExport(account: string) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (transactionExport: string) => {
    setDownloading(transactionExport);
    try {
      const fresh = await queryClient.fetchQuery({
        ...transactionExportQueryOptions(account, transactionExport),
        staleTime: 0,
      });
      if (!fresh.file) throw new Error(t`This export is not ready yet.`);
      await downloadFileLink(fresh.file);
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading };
}
