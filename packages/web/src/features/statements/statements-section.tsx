import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { SelectField } from '../../components/ui/select-field';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { useListState } from '../../lib/use-list-state';
import { useStatementsQuery } from './api/statements';
import { statementColumns } from './statement-columns';
import { StatementDownloadMenu } from './statement-download-menu';
import { currentYear, STATEMENT_LIST, yearOptions } from './statement-filters';
import { hasProvisional } from './statements-model';

/**
 * The monthly statements, newest first, filtered by bank account, currency and year (this year unless chosen,
 * kept in the URL), each with Download in six formats.
 */
export function StatementsSection() {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const thisYear = currentYear();
  const list = useListState(STATEMENT_LIST, {
    omitDefaults: true,
    // A bank account of another organization (an old link) means all of this one's; no year means this one.
    resolve: (read) => ({
      ...read,
      bank_account: bankAccounts.find((b) => b.ref === read.bank_account)?.ref,
      year: read.year ?? thisYear,
    }),
  });
  const { params, filters } = list;
  const year = params.year ?? thisYear;
  const query = useStatementsQuery(account, { ...params, year });
  const bankAccount = bankAccounts.find((b) => b.ref === filters.bank_account);
  const bankAccountName = (ref: string) => bankAccounts.find((b) => b.ref === ref)?.name ?? '—';
  // The chosen account's currencies, or every currency of the organization's accounts.
  const currencies = [
    ...new Set((bankAccount ? [bankAccount] : bankAccounts).flatMap((b) => b.currencies.map((c) => c.code))),
  ];
  const columns = statementColumns({
    bankAccountName,
    download: (statement, compact) => (
      <StatementDownloadMenu
        account={account}
        statement={statement}
        bankAccountName={bankAccountName(statement.bank_account_ref)}
        compact={compact}
      />
    ),
  });
  const statements = query.data?.data ?? [];
  const shownYear = String(year);

  return (
    <Stack gap="4">
      <ListFilterBar label={t`Filter statements`} activeCount={list.activeCount}>
        <SelectField
          label={t`Bank account`}
          clearable
          placeholder={t`All accounts`}
          options={bankAccounts.map((b) => ({ label: b.name, value: b.ref }))}
          value={filters.bank_account ?? null}
          onChange={(value) => list.update({ bank_account: value, currency: null })}
        />
        <SelectField
          label={t`Currency`}
          clearable
          placeholder={t`All currencies`}
          options={currencies.map((c) => ({ label: c, value: c }))}
          value={filters.currency ?? null}
          onChange={(value) => list.update({ currency: value })}
        />
        <SelectField
          label={t`Year`}
          options={yearOptions(thisYear).map((y) => ({ label: String(y), value: String(y) }))}
          value={shownYear}
          onChange={(value) => list.update({ year: value === String(thisYear) ? null : value })}
        />
      </ListFilterBar>
      {list.activeCount > 0 ? (
        <Button variant="text" size="small" alignSelf="flex-start" onClick={list.clear}>
          {t`Clear filters`}
        </Button>
      ) : null}
      {hasProvisional(statements) ? (
        <Text fontSize="sm" color="fg.muted" data-testid="provisional-note">
          {t`Provisional: the month in progress. Its figures change until the month ends, when the bank issues the final statement.`}
        </Text>
      ) : null}
      <ListScreen
        caption={t`Statements`}
        columns={columns}
        query={query}
        failureTitle={t`The statements could not be loaded.`}
        paging={list.paging}
        getRowId={(statement) => statement.ref}
        emptyText={list.activeCount > 0 ? t`No statements match these filters` : t`No statements yet`}
        emptyDescription={
          list.activeCount > 0
            ? t`There are no statements for ${shownYear} with these filters. Choose another year, account or currency.`
            : t`A statement is issued for each month in which an account holds a currency. The first one appears once money is booked.`
        }
      />
    </Stack>
  );
}
