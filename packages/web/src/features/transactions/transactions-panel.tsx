import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { paths } from '../../config/paths';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatNumber } from '../../lib/format-number';
import { StatementDialog } from './statement-dialog';
import { TransactionExportAction } from './transaction-export-action';
import { exportValuesFromFilters } from './transaction-export-model';
import { TransactionFilterBar } from './transaction-filter-bar';
import { useTransactionsList } from './use-transactions-list';

/**
 * The organization account's transactions: filters kept in the URL query (shareable, survive reload),
 * server pagination, CSV export of the filtered rows and a PDF statement built here, and "Export…" for the bank to
 * build an export of any size.
 */
export function TransactionsPanel() {
  const { t } = useLingui();
  const list = useTransactionsList();
  const { account, filters, query, total } = list;
  const count = formatNumber(total);
  const [statementOpen, setStatementOpen] = useState(false);

  return (
    <Stack gap="4" as="section" aria-labelledby="transactions-heading">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="transactions-heading">
          <Trans>Transactions</Trans>
        </Heading>
        <HStack gap="2" wrap="wrap">
          <PermissionButton
            permission="exports.create"
            variant="outline"
            size="small"
            loading={list.exporting}
            disabled={total === 0}
            onClick={() => void list.exportCsv()}
          >
            <Trans>Export CSV</Trans>
          </PermissionButton>
          <PermissionButton
            permission="exports.create"
            variant="outline"
            size="small"
            disabled={!account}
            onClick={() => setStatementOpen(true)}
          >
            <Trans>Statement (PDF)</Trans>
          </PermissionButton>
          <TransactionExportAction size="small" initial={exportValuesFromFilters(filters)} />
        </HStack>
      </Flex>
      <ListScreen
        caption={t`Transactions`}
        columns={list.columns}
        query={query}
        failureTitle={t`The transactions could not be loaded.`}
        paging={list.paging}
        emptyText={
          list.activeFilterCount > 0 ? t`No transactions match these filters` : t`No transactions yet`
        }
        getRowId={(row) => row.ref}
        openRow={(row) =>
          row.payment_ref
            ? { href: paths.app.paymentDetail.getHref(row.payment_ref, row.bank_account_ref) }
            : undefined
        }
        filters={
          <TransactionFilterBar
            filters={filters}
            activeCount={list.activeFilterCount}
            currencyOptions={list.currencyOptions}
            bankAccountOptions={list.bankAccountOptions}
            onChange={list.update}
            onClear={list.clearFilters}
          />
        }
      >
        <Text role="status" fontSize="sm" color="fg.muted">
          {query.data
            ? plural(total, { one: `${count} transaction matches.`, other: `${count} transactions match.` })
            : ''}
        </Text>
      </ListScreen>
      {account ? (
        <StatementDialog
          open={statementOpen}
          onClose={() => setStatementOpen(false)}
          account={account}
          filters={filters}
        />
      ) : null}
    </Stack>
  );
}
