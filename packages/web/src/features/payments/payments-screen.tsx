import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { DateRangeField } from '../../components/ui/date-range-field';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { usePaymentsQuery } from '../../domains/payments/payments';
import { useRecipientSearch } from '../../domains/recipients/recipient-search';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatStatus } from '../../lib/format-status';
import { useListState } from '../../lib/use-list-state';
import { useCancelPaymentMutation } from './api/cancel-payment';
import { useRecipientNameQuery } from './api/recipient-name';
import { confirmCancelPayment } from './confirm-cancel-payment';
import { paymentColumns } from './payment-columns';
import { PAYMENT_LIST, PAYMENT_STATUSES } from './payment-filters';
import { usePaymentsExport } from './use-payments-export';

/** The organization account's payments, all bank accounts or one: filters in the URL, detail, cancel, CSV export. */
export function PaymentsScreen() {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const list = useListState(PAYMENT_LIST, {
    // A bank account of another organization (an old link) means all of this one's.
    resolve: (read) => ({
      ...read,
      bank_account: bankAccounts.find((b) => b.ref === read.bank_account)?.ref,
    }),
  });
  const { params, filters, update: setFilter } = list;
  const bankAccount = bankAccounts.find((b) => b.ref === filters.bank_account);
  const payments = usePaymentsQuery(account, params);
  const {
    recipients,
    setSearch: setRecipientSearch,
    searchedFor: recipientSearchedFor,
  } = useRecipientSearch(account);
  const recipientOptions = (recipients.data?.data ?? []).map((r) => ({ label: r.name, value: r.ref }));
  // A recipient chosen in the URL keeps its name while other matches are listed.
  const chosenRecipientListed = recipientOptions.some((o) => o.value === filters.recipient);
  const chosenRecipientName = useRecipientNameQuery(
    account,
    chosenRecipientListed ? undefined : filters.recipient,
  );
  const cancel = useCancelPaymentMutation(account);

  const bankAccountName = (ref: string) => bankAccounts.find((b) => b.ref === ref)?.name ?? ref;
  const { exporting, exportCsv } = usePaymentsExport(account, params, bankAccountName);
  const columns = paymentColumns({
    bankAccountName,
    onCancel: (p) => confirmCancelPayment(p, cancel.mutateAsync),
  });

  // The chosen account's currencies, or every currency of the organization's accounts.
  const currencies = [
    ...new Set((bankAccount ? [bankAccount] : bankAccounts).flatMap((b) => b.currencies.map((c) => c.code))),
  ];

  const accountName = bankAccount?.name;
  const caption = accountName ? t`Payments from ${accountName}` : t`Payments from all accounts`;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Payments</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Payments from your bank accounts, newest first.</Trans>
          </Text>
        </Stack>
        <HStack gap="3">
          <PermissionButton
            permission="exports.create"
            variant="outline"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!account || (payments.data?.meta.total ?? 0) === 0}
          >
            <Trans>Export CSV</Trans>
          </PermissionButton>
          <PermissionButton permission="payments.create" to={paths.app.newPayment.recipient.getHref()}>
            <Trans>New payment</Trans>
          </PermissionButton>
        </HStack>
      </HStack>
      <ListScreen
        caption={caption}
        columns={columns}
        query={payments}
        failureTitle={t`The payments could not be loaded.`}
        paging={list.paging}
        emptyText={list.activeCount > 0 ? t`No payments match these filters` : undefined}
        getRowId={(p) => p.ref}
        openRow={(p) => ({ href: paths.app.paymentDetail.getHref(p.ref, p.bank_account_ref) })}
        filters={
          <ListFilterBar label={t`Filter payments`} activeCount={list.activeCount}>
            <SelectField
              label={t`Bank account`}
              clearable
              placeholder={t`All accounts`}
              options={bankAccounts.map((b) => ({ label: b.name, value: b.ref }))}
              value={filters.bank_account ?? null}
              onChange={(value) => setFilter({ bank_account: value, currency: null })}
            />
            <SelectField
              label={t`Status`}
              clearable
              placeholder={t`All statuses`}
              options={PAYMENT_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
              value={filters.status ?? null}
              onChange={(value) => setFilter({ status: value })}
            />
            <DateRangeField
              label={t`Payment date`}
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => setFilter({ from, to })}
            />
            <SelectField
              label={t`Recipient`}
              clearable
              placeholder={t`All recipients`}
              loading={recipients.isFetching}
              options={recipientOptions}
              onSearchChange={setRecipientSearch}
              searchedFor={recipientSearchedFor}
              selectedOption={
                filters.recipient
                  ? { value: filters.recipient, label: chosenRecipientName.data ?? filters.recipient }
                  : null
              }
              value={filters.recipient ?? null}
              onChange={(value) => setFilter({ recipient: value })}
            />
            <SelectField
              label={t`Currency`}
              clearable
              placeholder={t`All currencies`}
              options={currencies.map((c) => ({ label: c, value: c }))}
              value={filters.currency ?? null}
              onChange={(value) => setFilter({ currency: value })}
            />
          </ListFilterBar>
        }
      />
    </Stack>
  );
}
