import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { paths } from '../../config/paths';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import {
  useDownloadTransactionExport,
  useTransactionExportsQuery,
} from '../../domains/statements/transaction-exports';
import { UNFILTERED, useListState } from '../../lib/use-list-state';
import { exportColumns } from './export-columns';

/**
 * The caller's exports of transactions, newest first (the bank keeps them for 7 days), each opening on its page;
 * Download once ready. `newExport` is the action that requests one (the transactions feature's, composed in).
 */
export function ExportsSection({ newExport }: { newExport?: ReactNode }) {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  // In memory: the statements' page is the one in the URL.
  const list = useListState(UNFILTERED, { store: 'memory' });
  const query = useTransactionExportsQuery(account, list.params);
  const { download, downloading } = useDownloadTransactionExport(account);
  const columns = exportColumns({
    bankAccounts,
    onDownload: (exported) => void download(exported.ref),
    downloading,
  });
  return (
    <Stack gap="4">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
        gap="3"
      >
        <Text color="fg.muted">
          {t`Transactions of any period, built by the bank for your accounting software. You get a notification when an export is ready; it is kept for 7 days.`}
        </Text>
        {newExport}
      </Stack>
      <ListScreen
        caption={t`Exports`}
        columns={columns}
        query={query}
        failureTitle={t`The exports could not be loaded.`}
        paging={list.paging}
        getRowId={(exported) => exported.ref}
        openRow={(exported) => ({ href: paths.app.transactionExport.getHref(exported.ref) })}
        emptyText={t`No exports yet`}
        emptyDescription={t`Request an export of transactions for a period, in the format your accounting software imports.`}
      />
    </Stack>
  );
}
