import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table/data-table';
import { ListFilters } from '../../components/ui/data-table/list-filters';
import { DateRangeField } from '../../components/ui/date-range-field';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { dayjs } from '../../lib/dayjs';
import { downloadFile } from '../../lib/download-file';
import { toastExportSummary } from '../../lib/export-summary';
import { formatNumber } from '../../lib/format-number';
import { formatStatus } from '../../lib/format-status';
import { toastError } from '../../lib/toast';
import { useSessionStore } from '../../stores/session-store';
import { fetchAllTransactions } from './api/fetch-all-transactions';
import { useTransactionsQuery } from './api/list-transactions';
import { StatementDialog } from './statement-dialog';
import { transactionColumns } from './transaction-columns';
import {
  filtersOf,
  formatTransactionType,
  hasActiveFilters,
  readTransactionParams,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  writeTransactionParams,
} from './transaction-filters';
import { useCurrentAccount } from './use-current-account';

/**
 * The organization account's transactions: filters kept in the URL query (shareable, survive reload),
 * server pagination, CSV export of the filtered rows and a PDF statement.
 */
export function TransactionsPanel() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readTransactionParams(search), [search]);
  const filters = useMemo(() => filtersOf(params), [params]);
  const { accountRef, account } = useCurrentAccount();
  const currencies = useSessionStore((state) => state.currencies);
  const query = useTransactionsQuery(accountRef, params);
  const [exporting, setExporting] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);

  const update = (changes: Parameters<typeof writeTransactionParams>[1]) =>
    setSearch(writeTransactionParams(search, changes));

  // Another organization account: its bank accounts and currencies differ, so those filters and the page go.
  const previousAccount = useRef(accountRef);
  useEffect(() => {
    if (previousAccount.current === accountRef) return;
    previousAccount.current = accountRef;
    setSearch(
      (current) => writeTransactionParams(current, { bank_account: null, currency: null, page: null }),
      { replace: true },
    );
  }, [accountRef, setSearch]);

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
      downloadFile(
        transactionsToCsv(all.rows),
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

  const currencyOptions = currencies.map((c) => ({ label: c.code, value: c.code }));
  if (filters.currency && !currencyOptions.some((o) => o.value === filters.currency))
    currencyOptions.push({ label: filters.currency, value: filters.currency });
  const total = query.data?.meta.total ?? 0;

  return (
    <Stack gap="4" as="section" aria-labelledby="transactions-heading">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="transactions-heading">
          Transactions
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            size="small"
            loading={exporting}
            disabled={total === 0}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
          <Button variant="outline" size="small" disabled={!account} onClick={() => setStatementOpen(true)}>
            Statement (PDF)
          </Button>
        </HStack>
      </Flex>
      <ListFilters
        activeCount={
          [
            filters.from || filters.to,
            filters.type,
            filters.currency,
            filters.status,
            filters.bank_account,
          ].filter(Boolean).length
        }
      >
        <Box as="form" role="search" aria-label="Filter transactions" onSubmit={(e) => e.preventDefault()}>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="3" alignItems="end">
            <DateRangeField
              label="Date range"
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => update({ from, to })}
            />
            <SelectField
              label="Type"
              clearable
              placeholder="All types"
              options={TRANSACTION_TYPES.map((t) => ({ label: formatTransactionType(t), value: t }))}
              value={filters.type ?? null}
              onChange={(type) => update({ type })}
            />
            <SelectField
              label="Currency"
              clearable
              placeholder="All currencies"
              options={currencyOptions}
              value={filters.currency ?? null}
              onChange={(currency) => update({ currency })}
            />
            <SelectField
              label="Status"
              clearable
              placeholder="All statuses"
              options={TRANSACTION_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
              value={filters.status ?? null}
              onChange={(status) => update({ status })}
            />
            <SelectField
              label="Bank account"
              clearable
              placeholder="All accounts"
              options={(account?.bank_accounts ?? []).map((b) => ({ label: b.name, value: b.ref }))}
              value={filters.bank_account ?? null}
              onChange={(bank_account) => update({ bank_account })}
            />
          </SimpleGrid>
          {hasActiveFilters(filters) ? (
            <Button
              mt="2"
              variant="text"
              size="small"
              onClick={() =>
                update({ from: null, to: null, type: null, currency: null, status: null, bank_account: null })
              }
            >
              Clear filters
            </Button>
          ) : null}
        </Box>
      </ListFilters>
      <Text role="status" fontSize="sm" color="fg.muted">
        {query.data ? `${formatNumber(total)} transactions match.` : ''}
      </Text>
      <DataTable
        caption="Transactions"
        columns={columns}
        rows={query.data?.data ?? []}
        total={total}
        page={params.page}
        pageSize={params.per_page}
        loading={query.isFetching}
        pending={query.isPending}
        failure={
          query.isError
            ? {
                title: 'The transactions could not be loaded.',
                error: query.error,
                onRetry: () => void query.refetch(),
              }
            : null
        }
        emptyText={hasActiveFilters(filters) ? 'No transactions match these filters' : 'No transactions yet'}
        getRowId={(t) => t.ref}
        openRow={(t) =>
          t.payment_ref
            ? { href: paths.app.paymentDetail.getHref(t.payment_ref, t.bank_account_ref) }
            : undefined
        }
        onPageChange={(perPage, page) => update({ page, per_page: perPage })}
      />
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
